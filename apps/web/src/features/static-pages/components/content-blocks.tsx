import { Link } from 'react-router';
import type { Clause, ContentBlock, RichText } from './content-model';

/* Renders the content model's blocks: rich text, lists, numbered clauses, definitions, tables. */

const linkClassName =
  'font-medium text-blue-700 underline decoration-blue-700/30 underline-offset-4 transition-colors ' +
  'hover:text-blue-900 hover:decoration-blue-900/60 focus-visible:rounded-sm focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-400 ' +
  'dark:decoration-blue-400/40 dark:hover:text-blue-300 dark:hover:decoration-blue-300/60';

const CIRCLED_NUMBER_BASE = 0x2460; // ①

/** ①, ②, … ⑳ for 0-based indexes 0–19; falls back to "(21)" beyond that. */
function circledNumber(index: number): string {
  return index < 20 ? String.fromCharCode(CIRCLED_NUMBER_BASE + index) : `(${index + 1})`;
}

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
