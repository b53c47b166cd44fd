import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends the site's e-mails (address confirmations) through the SMTP server of SMTP_URL. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * A mailer over nodemailer's SMTP transport (`smtp://` or `smtps://user:pass@host:port`), or
 * undefined when no SMTP_URL is set: then no feature may promise an e-mail.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer | undefined {
  if (!opts.smtpUrl) return undefined;
  const url = new URL(opts.smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    // A mail server that hangs must not hold a request for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ ...mail, from: opts.from });
      opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
