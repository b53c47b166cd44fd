import { signedPercent } from '@myeolgong/contract/korean-number';

/** A fraction as a percent: 0.684 → 68%, for hit rates. */
export const percentOf = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** A return as a signed percent with one decimal: 0.0523 → +5.2%. */
export const signedReturn = (fraction: number) => signedPercent(fraction * 100, 1) ?? '-';

/** Market colours: red up, blue down (DESIGN.md 'Look and feel'). */
export const returnColour = (fraction: number) =>
  fraction > 0 ? 'text-rise' : fraction < 0 ? 'text-fall' : 'text-fg-muted';
