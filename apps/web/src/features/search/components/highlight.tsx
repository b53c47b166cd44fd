import { Fragment } from 'react';

/**
 * `text` with every occurrence of `terms` (lower-cased, as the query parser gives them) in a
 * <mark>, matched without regard to case, longest term first where two start at the same place.
 */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const parts = splitByTerms(text, terms);
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark
            key={i}
            className="rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-500/40"
          >
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Splits `text` into the stretches that match one of `terms` and those between them. */
function splitByTerms(text: string, terms: readonly string[]): { text: string; match: boolean }[] {
  const wanted = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0 || !text) return [{ text, match: false }];
  const lower = text.toLowerCase();
  // Lower-casing may change the length of some characters; then highlight nothing rather than
  // the wrong letters.
  if (lower.length !== text.length) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let plainFrom = 0;
  let i = 0;
  while (i < text.length) {
    const term = wanted.find((w) => lower.startsWith(w, i));
    if (!term) {
      i++;
      continue;
    }
    if (i > plainFrom) parts.push({ text: text.slice(plainFrom, i), match: false });
    parts.push({ text: text.slice(i, i + term.length), match: true });
    i += term.length;
    plainFrom = i;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom), match: false });
  return parts;
}
