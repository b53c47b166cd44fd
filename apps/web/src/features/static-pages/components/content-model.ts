/**
 * Content model: the static pages describe their copy as data (this file) and render it with
 * content-blocks.tsx and static-section.tsx.
 */

type InlineNode =
  | string
  | { kind: 'route'; to: string; text: string }
  | { kind: 'external'; href: string; text: string; newTab?: boolean }
  | { kind: 'strong'; text: string };

export type RichText = string | readonly InlineNode[];

export type Clause = {
  text: RichText;
  /** Sub-items (1. 2. 3. …) under a numbered paragraph. */
  items?: readonly RichText[];
};

export type ContentBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; ordered?: boolean; items: readonly RichText[] }
  /** Numbered paragraphs in the Korean legal style: ①, ②, ③ … (a single clause gets no number). */
  | { kind: 'clauses'; items: readonly Clause[] }
  | { kind: 'definitions'; items: readonly { term: string; description: RichText }[] }
  | {
      kind: 'table';
      caption: string;
      headers: readonly string[];
      rows: readonly (readonly RichText[])[];
    };

type ContentSubsection = {
  heading: string;
  blocks: readonly ContentBlock[];
};

export type ContentSection = {
  id: string;
  heading: string;
  blocks: readonly ContentBlock[];
  subsections?: readonly ContentSubsection[];
};
