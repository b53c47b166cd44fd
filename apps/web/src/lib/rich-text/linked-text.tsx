import type { MemberMention } from '@myeolgong/contract/posts';
import type { StockRef } from '@myeolgong/contract/stock-mentions';
import { Fragment } from 'react';
import { linkSegments } from './links';
import { MentionText } from './mention-text';

/**
 * Plain text with its http(s) addresses as links that open in a new tab and pass no credit or
 * referrer (rel="noopener nofollow ugc"), long ones shortened on screen; the text between them
 * goes on to MentionText (`@nickname`, then `$종목` chips).
 */
export function LinkedText({
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
      {linkSegments(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            title={segment.href}
            target="_blank"
            rel="noopener nofollow ugc"
            className="break-all text-brand underline"
          >
            {segment.text}
          </a>
        ) : (
          <Fragment key={index}>
            <MentionText text={segment.text} stocks={stocks} mentions={mentions} />
          </Fragment>
        ),
      )}
    </>
  );
}
