-- 관심종목 on the server (issue 44, CONTRACT.md 'Watchlist and stock alerts'): a member's watched
-- stocks in the order added, at most 100 (the service counts under a lock on the member's row).
-- The second index answers "who watches this stock?" for the stock alerts, one stock at a time.
CREATE TABLE stock_watchlist (
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stock_code text        NOT NULL,
  added_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, stock_code)
);
CREATE INDEX stock_watchlist_stock_idx ON stock_watchlist (stock_code, user_id);
