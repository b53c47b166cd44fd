import type { MouseEvent } from 'react';
import * as ko from '../../../lib/i18n/ko';
import type { MemberMention } from '@myeolgong/contract/posts';
import type { StockRef } from '@myeolgong/contract/stock-mentions';
import { LinkedText } from '../../../lib/rich-text/linked-text';
import { isHtmlContent } from '../utils/post-fields';

interface PostContentProps {
  content: string;
  /** The `$종목` mentions the server recorded: shown as live chips. */
  stocks?: readonly StockRef[] | undefined;
  /** The `@닉네임` mentions the server recorded: links to those members by id. */
  mentions?: readonly MemberMention[] | undefined;
  /** Show a placeholder when there is no text (a post with nothing else to show). */
  placeholder: boolean;
  onZoom: (src: string, alt: string) => void;
}

const htmlClass =
  'space-y-3 leading-relaxed break-words [&_a]:text-brand [&_a]:underline [&_figcaption]:mt-1 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-fg-muted [&_figure]:my-3 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-lg [&_img]:h-auto [&_img]:max-w-full [&_img]:cursor-zoom-in [&_img]:rounded-lg';

/** SPEC.md §2: plain text line by line, or the server's sanitised HTML when it holds media. */
export function PostContent({ content, stocks, mentions, placeholder, onZoom }: PostContentProps) {
  if (!content.trim()) {
    return placeholder ? <p className="text-fg-muted">{ko.posts.noContent}</p> : null;
  }

  if (isHtmlContent(content)) {
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (target instanceof HTMLImageElement && target.src) onZoom(target.src, target.alt);
    };
    return (
      // The server sanitised this HTML (CONTRACT.md 'Content rules'); a click on a picture zooms it.
      <div
        data-post-content=""
        className={htmlClass}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: content }}
      />
    );
  }

  return (
    <div className="leading-relaxed break-words">
      {content.split('\n').map((line, index) => (
        <p key={index} className="min-h-[1.625em]">
          <LinkedText text={line} stocks={stocks} mentions={mentions} />
        </p>
      ))}
    </div>
  );
}
