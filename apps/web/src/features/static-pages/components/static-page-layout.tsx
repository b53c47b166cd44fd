import type { ReactNode } from 'react';

/** Props shared by every static page (소개, 문의, 이용약관, 개인정보처리방침). */
export type StaticPageProps = {
  /** Product name shown wherever the service is named, e.g. '멸공'. */
  siteName: string;
  /** Public contact / privacy-officer e-mail address. */
  contactEmail: string;
};

type TableOfContentsEntry = { id: string; label: string };

type StaticPageLayoutProps = {
  title: string;
  subtitle?: string;
  /** e.g. { label: '시행일', dateTime: '2025-04-01', text: '2025년 4월 1일' } */
  effectiveDate?: { label: string; dateTime: string; text: string };
  /** Optional in-page table of contents; entry ids are the section ids (headings get `${id}-heading`). */
  tableOfContents?: { label: string; entries: readonly TableOfContentsEntry[] };
  children: ReactNode;
};

/**
 * Shared article layout for long-form static pages: readable measure, Korean-friendly
 * typography (line-height 1.75, `word-break: keep-all`) and light/dark colours.
 */
export function StaticPageLayout({
  title,
  subtitle,
  effectiveDate,
  tableOfContents,
  children,
}: StaticPageLayoutProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 text-[0.9375rem] leading-[1.75] break-keep wrap-break-word text-zinc-700 sm:px-6 sm:py-14 sm:text-base dark:text-zinc-300">
      <header className="mb-10 border-b border-zinc-200 pb-8 dark:border-zinc-800">
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-zinc-900 sm:text-4xl dark:text-zinc-50">
          {title}
        </h1>
        {subtitle && <p className="mt-3 text-base text-fg-muted sm:text-lg">{subtitle}</p>}
        {effectiveDate && (
          <p className="mt-4 text-sm text-fg-muted">
            {effectiveDate.label}{' '}
            <time dateTime={effectiveDate.dateTime} className="font-medium">
              {effectiveDate.text}
            </time>
          </p>
        )}
      </header>

      {tableOfContents && tableOfContents.entries.length > 0 && (
        <nav
          aria-label={tableOfContents.label}
          className="mb-12 rounded-xl border border-zinc-200 bg-zinc-50 px-5 py-4 text-sm dark:border-zinc-800 dark:bg-zinc-900/60"
        >
          <p className="mb-2 font-semibold text-zinc-900 dark:text-zinc-100">
            {tableOfContents.label}
          </p>
          <ol className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {tableOfContents.entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}-heading`}
                  className="text-fg-muted underline-offset-4 hover:text-fg hover:underline"
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      <div className="space-y-12">{children}</div>
    </article>
  );
}
