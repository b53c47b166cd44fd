import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { seedDemo } from '../../db/seed/seed-demo';
import { seedDemoPredictions } from './demo-predictions';

/** The demo's record: past calls of demo members, settled by the job on the provider's closes. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { stocks: { clock: () => Date.parse('2026-11-18T11:00:00+09:00') } });
});
afterAll(async () => t.close());

describe('the demo predictions', () => {
  it('are written once, settle like any other and fill the leaders', async () => {
    await seedDemo(t.app.db, new Date('2026-11-18T02:00:00Z'));
    const written = await seedDemoPredictions(t.app.db, t.app.stocks);
    expect(written).toBeGreaterThanOrEqual(40);
    expect(await seedDemoPredictions(t.app.db, t.app.stocks)).toBe(0);
    expect(await t.app.predictions.settle()).toBe(written);
    const leaders = (await t.app.inject({ url: '/api/predictions/leaders' })).json();
    expect(leaders.map((l: { user: { nickname: string } }) => l.user.nickname)).toEqual(
      expect.arrayContaining(['배당모으기', '개미투자자', '등산하는곰']),
    );
    expect(leaders).toHaveLength(3);
  });
});
