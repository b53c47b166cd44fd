/**
 * The structure of an AI answer's plain text, as both engines write it: "■ 제목" lines are
 * headings, runs of "- 항목" lines are lists, other lines paragraphs (a blank line or a heading
 * ends one), and "[n]" cites the answer's n-th data source. Parsed, never rendered as HTML: the
 * text may quote members' posts.
 */
export type AnswerBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; lines: string[] };

export function answerBlocks(text: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let open: AnswerBlock | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    const heading = /^■\s*(.*)$/.exec(line);
    const item = /^\s*[-•·]\s+(.*)$/.exec(line);
    if (line.trim() === '') {
      open = null;
    } else if (heading) {
      blocks.push({ kind: 'heading', text: heading[1]! });
      open = null;
    } else if (item) {
      if (open?.kind !== 'list') {
        open = { kind: 'list', items: [] };
        blocks.push(open);
      }
      open.items.push(item[1]!);
    } else {
      if (open?.kind !== 'paragraph') {
        open = { kind: 'paragraph', lines: [] };
        blocks.push(open);
      }
      open.lines.push(line);
    }
  }
  return blocks;
}

/** A run of text and the citations in it: "[1]" and "[2][3]" become their numbers. */
export type AnswerSpan = { text: string } | { cite: number };

export function answerSpans(text: string): AnswerSpan[] {
  const spans: AnswerSpan[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d{1,2})\]/g)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index) });
    spans.push({ cite: Number(match[1]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last) });
  return spans;
}
