import { Link } from 'react-router';
import { mentionHref, mentionSegments } from './mentions';

/** Plain text with its `@nickname` mentions as links to the members' profiles. */
export function MentionText({ text }: { text: string }) {
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
          segment.text
        ),
      )}
    </>
  );
}
