/**
 * Plain text cut into what the renderers show: text as is, or a recognised piece (a link here;
 * mentions and stocks have their own modules beside this one).
 */
export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };
