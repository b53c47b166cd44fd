/**
 * Plain post or comment text cut into what the renderers show: text as is, or a recognised piece.
 * Each kind has its module beside this one (links.ts, mentions.ts; `$종목` chips: stocks.ts), and
 * the renderers nest: LinkedText → MentionText → StockText.
 */
export type Segment =
  | { kind: 'text'; text: string }
  /** An http(s) address (links.ts). */
  | { kind: 'link'; text: string; href: string }
  /** `@nickname`: a link to the member's profile, by id when recorded (mentions.ts). */
  | { kind: 'mention'; text: string; nickname: string; userId?: number };
