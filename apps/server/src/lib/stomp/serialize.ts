// STOMP 1.2 frames going out, as text (SockJS carries text); frame.ts parses what comes in.
import { RAW_HEADER_COMMANDS } from './frame';

const NEEDS_ESCAPE = /[\\\r\n:]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };

/** Encodes \ CR LF : in a header name or value. */
export function escapeHeader(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\r\n:]/g, (ch) => ESCAPES[ch] ?? ch) : text;
}

export interface OutgoingFrame {
  command: string;
  /** Written in order; undefined values are left out. */
  headers?: Record<string, string | number | undefined>;
  /** Text body. A content-length header is added whenever a body (even empty) is given. */
  body?: string;
}

const COMMAND = /^[A-Z]+$/;

/**
 * One frame as text (SockJS carries text). Header names and values are escaped, except in
 * CONNECT and CONNECTED, where a CR, LF or a colon in a name cannot be expressed and throws.
 */
export function serializeFrame(frame: OutgoingFrame): string {
  if (!COMMAND.test(frame.command)) throw new TypeError(`invalid STOMP command: ${frame.command}`);
  const raw = RAW_HEADER_COMMANDS.has(frame.command);
  let out = `${frame.command}\n`;
  let hasLength = false;
  for (const [name, value] of Object.entries(frame.headers ?? {})) {
    if (value === undefined) continue;
    const text = String(value);
    if (name === '') throw new TypeError('empty STOMP header name');
    if (name === 'content-length') hasLength = true;
    if (raw) {
      if (/[\r\n:]/.test(name) || /[\r\n]/.test(text))
        throw new TypeError(`header ${JSON.stringify(name)} cannot be sent in ${frame.command}`);
      out += `${name}:${text}\n`;
    } else {
      out += `${escapeHeader(name)}:${escapeHeader(text)}\n`;
    }
  }
  if (frame.body !== undefined && !hasLength)
    out += `content-length:${Buffer.byteLength(frame.body, 'utf8')}\n`;
  return `${out}\n${frame.body ?? ''}\0`;
}
