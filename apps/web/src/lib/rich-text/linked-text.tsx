import { linkSegments } from './links';

/**
 * Plain text with its http(s) addresses as links that open in a new tab and pass no credit or
 * referrer (rel="noopener nofollow ugc"), long ones shortened on screen.
 */
export function LinkedText({ text }: { text: string }) {
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
          segment.text
        ),
      )}
    </>
  );
}
