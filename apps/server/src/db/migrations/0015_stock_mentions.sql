-- `$종목` mentions (CONTRACT.md 'Stocks in the community', docs/decisions/023). The server reads
-- the mentions out of the text against the listed stocks when a post or comment is written or
-- edited (modules/stock-talk) and keeps these rows in step; nothing here is derived from SQL.

-- One row per (post, stock) the post or any of its comments mentions: the 종목토론 list of a
-- stock walks stock_code's index newest first and stops after a page. `position` is the place of
-- the stock among the post's own mentions (title and content, 0..9), null when only comments
-- mention it; `stock_name` is the name as listed when written (Post.stocks).
CREATE TABLE post_stocks (
  post_id         bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  stock_code      text NOT NULL,
  stock_name      text NOT NULL,
  position        smallint,
  post_created_at timestamptz NOT NULL,
  PRIMARY KEY (post_id, stock_code)
);
CREATE INDEX post_stocks_stock_idx ON post_stocks (stock_code, post_created_at DESC, post_id DESC);
-- 토론 많은 종목: the posts of the last day or week that mention a stock themselves.
CREATE INDEX post_stocks_recent_idx ON post_stocks (post_created_at) WHERE position IS NOT NULL;

-- One row per (comment, stock) a comment mentions (Comment.stocks in `position` order).
CREATE TABLE comment_stocks (
  comment_id bigint NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  post_id    bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  stock_code text NOT NULL,
  stock_name text NOT NULL,
  position   smallint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (comment_id, stock_code)
);
-- Whether another comment of the post still mentions the stock (post_stocks upkeep).
CREATE INDEX comment_stocks_post_idx ON comment_stocks (post_id, stock_code);
-- 토론 많은 종목: the comments of the last day or week.
CREATE INDEX comment_stocks_recent_idx ON comment_stocks (created_at);
