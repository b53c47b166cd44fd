import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solicitationReason } from './solicitation';

/** One text per line; lines starting with # describe the file. */
const corpus = (name: string) =>
  readFileSync(new URL(`../../test/corpus/${name}.txt`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));

const solicitations = corpus('solicitations');
const ordinary = corpus('ordinary');

/**
 * Measured on a labelled corpus (docs/moderation.md records the figures): at least 95 % of the
 * solicitations held (recall) and at most 1 % of the ordinary stock talk (false positives).
 */
describe('solicitation corpus', () => {
  const missed = solicitations.filter((text) => solicitationReason(text) === null);
  const wronglyHeld = ordinary.filter((text) => solicitationReason(text) !== null);

  it('is large enough to measure', () => {
    expect(solicitations.length).toBeGreaterThanOrEqual(100);
    expect(ordinary.length).toBeGreaterThanOrEqual(300);
  });

  it('holds at least 95% of the solicitations', () => {
    const recall = 1 - missed.length / solicitations.length;
    console.info(
      `[solicitation] recall ${(recall * 100).toFixed(1)}% (${solicitations.length - missed.length}/${solicitations.length}); missed: ${JSON.stringify(missed)}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('holds at most 1% of ordinary stock talk', () => {
    const rate = wronglyHeld.length / ordinary.length;
    const held = solicitations.length - missed.length;
    const precision = held / (held + wronglyHeld.length);
    console.info(
      `[solicitation] ordinary held ${(rate * 100).toFixed(1)}% (${wronglyHeld.length}/${ordinary.length}), precision ${(precision * 100).toFixed(1)}%; held: ${JSON.stringify(wronglyHeld.map((t) => [t, solicitationReason(t)]))}`,
    );
    expect(rate).toBeLessThanOrEqual(0.01);
  });
});
