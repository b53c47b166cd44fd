import type { MemberMention } from '@myeolgong/contract/posts';
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
  mentions,
}: {
  text: string;
  stocks?: readonly StockRef[] | null | undefined;
  /** The members the server recorded for the text (Post.mentions, Comment.mentions). */
  mentions?: readonly MemberMention[] | null | undefined;
}) {
  return (
    <>
      {mentionSegments(text, mentions).map((segment, index) =>
        segment.kind === 'mention' ? (
          <Link
            key={index}
            to={mentionHref(segment)}
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
