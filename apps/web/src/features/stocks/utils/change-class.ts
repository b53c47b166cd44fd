import { type ChangeDirection, changeDirection } from '@myeolgong/contract/stocks';

/** Korean market colours (DESIGN.md 'Look and feel'): red rises, blue falls, grey otherwise. */
const directionClass: Record<ChangeDirection, string> = {
  up: 'text-rise',
  down: 'text-fall',
  flat: 'text-fg-muted',
};

/**
 * The colour class of a change sign: 1 and 2 red, 4 and 5 blue, anything else grey (SPEC.md §2).
 * A module of its own: /home's most discussed stocks colour their figures without the rest of
 * stock-format.ts.
 */
export function changeClass(changeSign: number | null | undefined): string {
  return directionClass[changeDirection(changeSign ?? 0)];
}
