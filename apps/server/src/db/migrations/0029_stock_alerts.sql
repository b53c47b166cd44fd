-- 종목 소식 (issue 44 item 2, CONTRACT.md 'Watchlist and stock alerts'): STOCK_MOVE when a
-- watched stock's change from the previous close reaches a level (±5%, ±10%, 상한가, 하한가),
-- STOCK_BUZZ when its mentions of the last hour reach 3× its hourly average of the previous week.
-- Written by modules/stock-alerts when quotes change, per stock and never per member: one
-- statement records the crossing and writes every watcher's notification.

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('COMMENT', 'REPLY', 'MENTION', 'POST_LIKES', 'COMMENT_LIKES', 'MODERATION',
                  'STOCK_MOVE', 'STOCK_BUZZ'));
-- The stock a STOCK_MOVE or STOCK_BUZZ is about (its name as listed when written); NULL otherwise.
ALTER TABLE notifications ADD COLUMN stock_code text;
ALTER TABLE notifications ADD COLUMN stock_name text;

-- Every alert sent, once per stock, level and trading day (Asia/Seoul): the evaluator inserts the
-- crossing with ON CONFLICT DO NOTHING RETURNING, and only the statement that inserted it writes
-- the notifications (in the same statement), so a restart or another instance on the same
-- database never sends it twice. `level` is one of UP5, UP10, UPPER, DOWN5, DOWN10, LOWER, BUZZ.
CREATE TABLE stock_alerts_sent (
  stock_code  text        NOT NULL,
  trading_day date        NOT NULL,
  level       text        NOT NULL
              CHECK (level IN ('UP5', 'UP10', 'UPPER', 'DOWN5', 'DOWN10', 'LOWER', 'BUZZ')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stock_code, trading_day, level)
);
-- Pruning: old days' rows are no use once the day is over.
CREATE INDEX stock_alerts_sent_day_idx ON stock_alerts_sent (trading_day);

-- STOCK_BUZZ counts each stock's mentions by time (posts' own mentions and comments'): the
-- comments' index exists (comment_stocks_recent_idx); this one counts one stock's posts.
CREATE INDEX post_stocks_stock_time_idx ON post_stocks (stock_code, post_created_at)
  WHERE position IS NOT NULL;
CREATE INDEX comment_stocks_stock_time_idx ON comment_stocks (stock_code, created_at);
