import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Props shared by every static page (소개, 문의, 이용약관, 개인정보처리방침). */
export type StaticPageProps = {
  /** Product name shown wherever the service is named, e.g. '멸공'. */
  siteName: string;
  /** Public contact / privacy-officer e-mail address. */
  contactEmail: string;
};

/* ------------------------------------------------------------------------------------------------
 * Content model: pages describe their copy as data and render it with the helpers below.
 * ---------------------------------------------------------------------------------------------- */

type InlineNode =
  | string
  | { kind: 'route'; to: string; text: string }
  | { kind: 'external'; href: string; text: string; newTab?: boolean }
  | { kind: 'strong'; text: string };

type RichText = string | readonly InlineNode[];

export type Clause = {
  text: RichText;
  /** Sub-items (1. 2. 3. …) under a numbered paragraph. */
  items?: readonly RichText[];
};

export type ContentBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; ordered?: boolean; items: readonly RichText[] }
  /** Numbered paragraphs in the Korean legal style: ①, ②, ③ … (a single clause gets no number). */
  | { kind: 'clauses'; items: readonly Clause[] }
  | { kind: 'definitions'; items: readonly { term: string; description: RichText }[] }
  | {
      kind: 'table';
      caption: string;
      headers: readonly string[];
      rows: readonly (readonly RichText[])[];
    };

type ContentSubsection = {
  heading: string;
  blocks: readonly ContentBlock[];
};

export type ContentSection = {
  id: string;
  heading: string;
  blocks: readonly ContentBlock[];
  subsections?: readonly ContentSubsection[];
};

/* ------------------------------------------------------------------------------------------------
 * Styles
 * ---------------------------------------------------------------------------------------------- */

const linkClassName =
  'font-medium text-blue-700 underline decoration-blue-700/30 underline-offset-4 transition-colors ' +
  'hover:text-blue-900 hover:decoration-blue-900/60 focus-visible:rounded-sm focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-400 ' +
  'dark:decoration-blue-400/40 dark:hover:text-blue-300 dark:hover:decoration-blue-300/60';

const h2ClassName =
  'scroll-mt-24 text-xl leading-snug font-bold tracking-tight text-zinc-900 sm:text-2xl dark:text-zinc-50';

const h3ClassName = 'text-lg leading-snug font-semibold text-zinc-900 dark:text-zinc-100';

const CIRCLED_NUMBER_BASE = 0x2460; // ①

/** ①, ②, … ⑳ for 0-based indexes 0–19; falls back to "(21)" beyond that. */
function circledNumber(index: number): string {
  return index < 20 ? String.fromCharCode(CIRCLED_NUMBER_BASE + index) : `(${index + 1})`;
}

/* ------------------------------------------------------------------------------------------------
 * Rendering helpers
 * ---------------------------------------------------------------------------------------------- */

function RichTextView({ value }: { value: RichText }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((node, index) => {
        if (typeof node === 'string') return <span key={index}>{node}</span>;
        switch (node.kind) {
          case 'route':
            return (
              <Link key={index} to={node.to} className={linkClassName}>
                {node.text}
              </Link>
            );
          case 'external':
            return (
              <a
                key={index}
                href={node.href}
                className={`${linkClassName} wrap-anywhere`}
                {...(node.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {node.text}
              </a>
            );
          case 'strong':
            return (
              <strong key={index} className="font-semibold text-zinc-900 dark:text-zinc-50">
                {node.text}
              </strong>
            );
        }
      })}
    </>
  );
}

function ClauseList({ items }: { items: readonly Clause[] }) {
  const numbered = items.length > 1;
  return (
    <ol className="space-y-3">
      {items.map((clause, index) => (
        <li key={index} className={numbered ? 'flex gap-2' : undefined}>
          {numbered && (
            <span aria-hidden="true" className="shrink-0 text-zinc-500 dark:text-zinc-400">
              {circledNumber(index)}
            </span>
          )}
          <div className="min-w-0 flex-1">
            {numbered && <span className="sr-only">{`제${index + 1}항 `}</span>}
            <RichTextView value={clause.text} />
            {clause.items && clause.items.length > 0 && (
              <ol className="mt-2 list-decimal space-y-1.5 pl-6 marker:text-zinc-500 dark:marker:text-zinc-400">
                {clause.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    <RichTextView value={item} />
                  </li>
                ))}
              </ol>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

function ContentBlockView({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichTextView value={block.text} />
        </p>
      );
    case 'list': {
      const ListTag = block.ordered ? 'ol' : 'ul';
      return (
        <ListTag
          className={`${block.ordered ? 'list-decimal' : 'list-disc'} space-y-1.5 pl-6 marker:text-zinc-400 dark:marker:text-zinc-500`}
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <RichTextView value={item} />
            </li>
          ))}
        </ListTag>
      );
    }
    case 'clauses':
      return <ClauseList items={block.items} />;
    case 'definitions':
      return (
        <dl className="space-y-3">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className="font-semibold text-zinc-900 dark:text-zinc-100">{item.term}</dt>
              <dd className="mt-0.5 text-zinc-700 dark:text-zinc-300">
                <RichTextView value={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return (
        // Scrolls sideways on phones: focusable and named, so keyboards can scroll it too.
        <div
          role="region"
          aria-label={block.caption}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-zinc-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring dark:border-zinc-800"
        >
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm leading-relaxed">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-zinc-50 text-zinc-900 dark:bg-zinc-900 dark:text-zinc-100">
              <tr>
                {block.headers.map((header) => (
                  <th key={header} scope="col" className="px-4 py-2.5 font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="px-4 py-2.5 align-top">
                      <RichTextView value={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, index) => (
        <ContentBlockView key={index} block={block} />
      ))}
    </div>
  );
}

type StaticSectionProps = {
  id: string;
  heading: string;
  children: ReactNode;
};

/** A titled `<section>` (h2) of a static page. */
export function StaticSection({ id, heading, children }: StaticSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className={h2ClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A titled sub-section (h3) inside a {@link StaticSection}. */
export function StaticSubsection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className={h3ClassName}>{heading}</h3>
      {children}
    </div>
  );
}

/** Renders a data-driven {@link ContentSection}: h2, its blocks and optional h3 sub-sections. */
export function ContentSectionView({ section }: { section: ContentSection }) {
  return (
    <StaticSection id={section.id} heading={section.heading}>
      <ContentBlocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <StaticSubsection key={subsection.heading} heading={subsection.heading}>
          <ContentBlocks blocks={subsection.blocks} />
        </StaticSubsection>
      ))}
    </StaticSection>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Page layout
 * ---------------------------------------------------------------------------------------------- */

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
