import type { PredictionDirection } from '@myeolgong/contract/predictions';
import type { HistoryPoint, HistoryRange } from '@myeolgong/contract/stocks';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/demo-content';
import { dayToIso, isTradingDay, kstDayNumber, kstInstant } from '../stocks/krx-calendar';
import { settleAtFor } from './prediction-time';

/** What the demo needs of the stock module. */
interface DemoStocks {
  listings(): readonly { code: string; name: string }[];
  history(code: string, range: HistoryRange): Promise<HistoryPoint[]>;
  now(): number;
}

// One seeder at a time across instances (distinct from the demo content's own lock).
const DEMO_LOCK_KEY = 7_230_431;

/** Demo members and how many 1-week calls each made in the last six weeks. */
const CALLERS: readonly { key: (typeof DEMO_USERS)[number]['key']; calls: number }[] = [
  { key: 'baedang', calls: 14 },
  { key: 'gaemi', calls: 12 },
  { key: 'bear', calls: 11 },
  { key: 'runner', calls: 6 },
  { key: 'latte', calls: 3 },
];

const REASONS = [
  '실적 발표를 앞두고 기대감이 커지고 있습니다.',
  '외국인 순매수가 며칠째 이어지고 있어요.',
  '단기 급등 뒤라 숨 고르기가 나올 것 같습니다.',
  '업황 회복 신호가 보입니다.',
  null,
  null,
];

/** A stable pseudo-random choice from two numbers. */
const pick = (a: number, b: number) => ((a * 2_654_435_761 + b * 40_503) >>> 0) % 1000;

/**
 * The demo's prediction record (SEED_DEMO, after the demo content): past 1-week calls of a few
 * demo members, left on trading days of the last six weeks at that day's open and settled by
 * the settlement job like any other on the closes the provider gives, so the leaders page and the
 * profiles show real figures. Nothing when any prediction exists or the demo members do not.
 */
export async function seedDemoPredictions(db: Kysely<Database>, stocks: DemoStocks) {
  const stocksUsed = stocks.listings().slice(0, 16);
  if (stocksUsed.length === 0) return 0;
  const today = kstDayNumber(stocks.now());
  const bars = new Map<string, Map<string, HistoryPoint>>();
  for (const s of stocksUsed) {
    const history = await stocks.history(s.code, '1y').catch(() => [] as HistoryPoint[]);
    bars.set(s.code, new Map(history.map((b) => [b.time.slice(0, 10), b])));
  }
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_KEY})`.execute(trx);
    const any = await trx.selectFrom('predictions').select('id').limit(1).executeTakeFirst();
    if (any) return 0;
    const emails = DEMO_USERS.map((u) => u.email);
    const members = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', emails)
      .where('deleted_at', 'is', null)
      .execute();
    const idOf = new Map(members.map((m) => [m.email, Number(m.id)]));
    let written = 0;
    for (const [m, caller] of CALLERS.entries()) {
      const email = DEMO_USERS.find((u) => u.key === caller.key)?.email;
      const userId = email ? idOf.get(email) : undefined;
      if (userId === undefined) continue;
      for (let j = 0; j < caller.calls; j += 1) {
        let day = today - 10 - 2 * j - m;
        while (!isTradingDay(day)) day -= 1;
        const stock = stocksUsed[(j + m * 5) % stocksUsed.length]!;
        const bar = bars.get(stock.code)?.get(dayToIso(day));
        if (!bar || !(bar.open > 0)) continue;
        const createdAt = kstInstant(day, 10 * 60);
        const direction: PredictionDirection = pick(userId, j) < 560 ? 'UP' : 'DOWN';
        await trx
          .insertInto('predictions')
          .values({
            user_id: userId,
            stock_code: stock.code,
            stock_name: stock.name,
            direction,
            horizon: '1W',
            reason: REASONS[pick(j, userId) % REASONS.length] ?? null,
            start_price: bar.open,
            created_at: new Date(createdAt),
            settle_at: new Date(settleAtFor(createdAt, '1W')),
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
        written += 1;
      }
    }
    return written;
  });
}
