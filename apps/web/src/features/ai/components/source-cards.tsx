import type { AiDataSource } from '@myeolgong/contract/ai';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';

function SourceBody({ source, number }: { source: AiDataSource; number: number }) {
  const when = formatDate(source.time);
  return (
    <>
      <span className="flex items-center gap-1.5 text-[11px] font-semibold text-brand">
        <span className="tabular-nums">{ko.ai.sourceNumber(number)}</span>
        {ko.ai.sourceTypes[source.type]}
        {source.type === 'link' && <ExternalLink aria-hidden="true" className="size-3" />}
      </span>
      <span className="line-clamp-2 text-sm font-medium text-fg">{source.title}</span>
      {source.excerpt && (
        <span className="line-clamp-2 text-xs text-fg-muted">“{source.excerpt}”</span>
      )}
      <span className="text-[11px] text-fg-muted">
        {[source.provider, when].filter(Boolean).join(' · ')}
      </span>
    </>
  );
}

const cardClass =
  'flex h-full flex-col gap-1 rounded-xl border border-line bg-canvas p-3 transition-colors hover:border-brand focus-visible:border-brand';

/** The sources an answer rests on: posts and stocks link into the site, links open outside. */
export function SourceCards({ sources }: { sources: AiDataSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-label={ko.ai.sourcesLabel} data-testid="ai-sources">
      <h3 className="mb-2 text-xs font-semibold text-fg-muted">{ko.ai.sourcesLabel}</h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {sources.slice(0, 12).map((source, i) => (
          <li key={`${source.type}-${source.url ?? source.title}-${i}`}>
            {source.url?.startsWith('/') ? (
              <Link to={source.url} className={cardClass}>
                <SourceBody source={source} number={i + 1} />
              </Link>
            ) : source.url ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={cardClass}
              >
                <SourceBody source={source} number={i + 1} />
              </a>
            ) : (
              <div className={cardClass}>
                <SourceBody source={source} number={i + 1} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
