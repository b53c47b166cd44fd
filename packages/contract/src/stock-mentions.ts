/**
 * `$종목` mentions in post and comment text (CONTRACT.md 'Stocks in the community'), shared by the
 * server (which records what a post mentions) and the web (which turns them into chips). No zod
 * here: the web's post pages import it.
 *
 * A mention is `$` followed by a listed stock's exact name (`$삼성전자`), its code (`$005930`) or
 * an alias of the table below (`$삼전`). Korean particles may follow the name (`$삼성전자가`):
 * the longest name that starts right after the `$` wins (`$삼성전자우` is 삼성전자우, not
 * 삼성전자), and a Latin letter or digit right after it means no match (`$0059301`). Anything
 * else after a `$` is plain text.
 */

/** At most this many stocks are recorded per post or comment (the first ones, in text order). */
const STOCK_MENTIONS_MAX = 10;

/** Longest name, code or alias looked up after a `$` (the longest listed name is 16 characters). */
const STOCK_MENTION_MAX_LENGTH = 24;

/**
 * Nicknames members use for well-known stocks → the listed name. Checked in, small, reviewed by
 * hand: an alias must not be the exact name of another listed stock.
 */
const stockAliases: Readonly<Record<string, string>> = {
  삼전: '삼성전자',
  삼전우: '삼성전자우',
  하닉: 'SK하이닉스',
  하이닉스: 'SK하이닉스',
  엘전: 'LG전자',
  현차: '현대차',
  기아차: '기아',
  카뱅: '카카오뱅크',
  카페: '카카오페이',
  엔솔: 'LG에너지솔루션',
  삼바: '삼성바이오로직스',
  포홀: 'POSCO홀딩스',
  네이버: 'NAVER',
  한전: '한국전력',
  삼디: '삼성SDI',
  에코비엠: '에코프로비엠',
  엘화: 'LG화학',
  모비스: '현대모비스',
  한화에어로: '한화에어로스페이스',
  두에빌: '두산에너빌리티',
  대항: '대한항공',
  삼중: '삼성중공업',
  엘디: 'LG디스플레이',
  SKT: 'SK텔레콤',
};

/** A stock a text mentions (the wire shape of `Post.stocks`). */
export interface StockRef {
  stockCode: string;
  stockName: string;
}

/** Finds the stock a name, code or alias stands for, or undefined. */
export type StockLookup = (key: string) => StockRef | undefined;

/** One `$` mention found in a text: where it is (`start` at the `$`, `end` exclusive) and what. */
export interface StockMentionMatch {
  start: number;
  end: number;
  stock: StockRef;
}

const WORD_AFTER = /[0-9A-Za-z]/;

/** The key a name, code or alias is looked up by: Latin letters in capitals (`$naver` = NAVER). */
const stockKey = (text: string) => text.toUpperCase();

/**
 * Every `$` mention in `text`, in order (repeats included). `lookup` takes a key made by
 * `stockKey` and knows names, codes and aliases.
 */
export function findStockMentions(text: string, lookup: StockLookup): StockMentionMatch[] {
  const found: StockMentionMatch[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf('$', from);
    if (at < 0) break;
    from = at + 1;
    const tail = text.slice(at + 1, at + 1 + STOCK_MENTION_MAX_LENGTH);
    for (let length = tail.length; length > 0; length--) {
      const candidate = tail.slice(0, length);
      if (/\s$/.test(candidate)) continue;
      if (WORD_AFTER.test(tail.charAt(length)) && WORD_AFTER.test(candidate.charAt(length - 1))) {
        continue;
      }
      const stock = lookup(stockKey(candidate));
      if (stock) {
        found.push({ start: at, end: at + 1 + length, stock });
        from = at + 1 + length;
        break;
      }
    }
  }
  return found;
}

/** The distinct stocks `text` mentions, first mention first, at most STOCK_MENTIONS_MAX. */
export function mentionedStocks(text: string, lookup: StockLookup): StockRef[] {
  const seen = new Map<string, StockRef>();
  for (const { stock } of findStockMentions(text, lookup)) {
    if (seen.size >= STOCK_MENTIONS_MAX) break;
    if (!seen.has(stock.stockCode)) seen.set(stock.stockCode, stock);
  }
  return [...seen.values()];
}

/**
 * A lookup over `stocks` (name and code of each) and the aliases whose target is among them:
 * the server passes every listed stock, the web a post's own `stocks`.
 */
export function stockLookup(stocks: Iterable<StockRef>): StockLookup {
  const byKey = new Map<string, StockRef>();
  const byName = new Map<string, StockRef>();
  for (const stock of stocks) {
    byKey.set(stockKey(stock.stockCode), stock);
    byKey.set(stockKey(stock.stockName), stock);
    byName.set(stock.stockName, stock);
  }
  for (const [alias, name] of Object.entries(stockAliases)) {
    const stock = byName.get(name);
    const key = stockKey(alias);
    if (stock && !byKey.has(key)) byKey.set(key, stock);
  }
  return (key) => byKey.get(key);
}
