/** A piece of plain post or comment text as the rendering components show it. */
export type Segment =
  | { kind: 'text'; text: string }
  /** `@nickname`: a link to the member's profile (lib/rich-text/mentions.ts). */
  | { kind: 'mention'; text: string; nickname: string };
