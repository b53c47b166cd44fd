import type { AiDataSource } from '@myeolgong/contract/ai';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as ko from '../../../lib/i18n/ko';
import { answerBlocks, answerSpans } from '../utils/answer-blocks';

const citeClass =
  'mx-0.5 rounded px-0.5 align-super text-[10px] font-semibold text-brand hover:underline focus-visible:underline';

/** "[n]": a link to the answer's n-th source (a site page, or the source's page in a new tab). */
function Citation({ n, source }: { n: number; source: AiDataSource | undefined }) {
  const label = source ? ko.ai.citation(n, source.title) : undefined;
  if (source?.url?.startsWith('/'))
    return (
      <Link to={source.url} className={citeClass} aria-label={label}>
        [{n}]
      </Link>
    );
  if (source?.url)
    return (
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className={citeClass}
        aria-label={label}
      >
        [{n}]
      </a>
    );
  return <span className="text-fg-muted">[{n}]</span>;
}

function Inline({ text, sources }: { text: string; sources: AiDataSource[] }) {
  return answerSpans(text).map((span, i) =>
    'cite' in span ? (
      <Citation key={i} n={span.cite} source={sources[span.cite - 1]} />
    ) : (
      <span key={i}>{span.text}</span>
    ),
  );
}

/**
 * An AI answer's text with its structure: ■ headings, - lists, paragraphs, and [n] citations
 * that open their source. `end` (the typing cursor) follows the last block's text.
 */
export function AnswerText({
  text,
  sources,
  end,
  testId,
}: {
  text: string;
  sources: AiDataSource[];
  end?: ReactNode;
  testId?: string;
}) {
  const blocks = answerBlocks(text);
  return (
    <div className="space-y-2 break-words" data-testid={testId}>
      {blocks.map((block, i) => {
        const tail = i === blocks.length - 1 ? end : null;
        if (block.kind === 'heading')
          return (
            <h3 key={i} className="pt-1 text-sm font-semibold text-fg">
              <Inline text={block.text} sources={sources} />
              {tail}
            </h3>
          );
        if (block.kind === 'list')
          return (
            <ul key={i} className="list-disc space-y-1 pl-5 marker:text-fg-muted">
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inline text={item} sources={sources} />
                  {j === block.items.length - 1 ? tail : null}
                </li>
              ))}
            </ul>
          );
        return (
          <p key={i} className="whitespace-pre-wrap">
            <Inline text={block.lines.join('\n')} sources={sources} />
            {tail}
          </p>
        );
      })}
    </div>
  );
}
