import type { StockRef } from '@myeolgong/contract/stock-mentions';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { mentionHref, mentionSegments } from './mentions';
import { StockText } from './stock-text';

/**
 * Plain text with its `@nickname` mentions as links to the members' profiles, and the text
 * between them with its recorded `$종목` mentions as chips (stock-text.tsx).
 */
export function MentionText({
  text,
  stocks,
}: {
  text: string;
  stocks?: readonly StockRef[] | null | undefined;
}) {
  return (
    <>
      {mentionSegments(text).map((segment, index) =>
        segment.kind === 'mention' ? (
          <Link
            key={index}
            to={mentionHref(segment.nickname)}
            className="font-medium text-brand hover:underline"
          >
            {segment.text}
          </Link>
        ) : (
          <Fragment key={index}>
            <StockText text={segment.text} stocks={stocks} />
          </Fragment>
        ),
      )}
    </>
  );
}
