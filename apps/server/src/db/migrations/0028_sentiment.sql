-- 매수·매도 의견 (issue 44 item 3, CONTRACT.md 'Member sentiment', DESIGN.md "Investors' features"):
-- one row per member, stock and day (Asia/Seoul), changeable that day, and the day's counts per
-- stock beside them, kept exact by a trigger in the writer's transaction whatever code writes the
-- rows. A post remembers its author's stance on its first mentioned stock when it was posted.

-- The day a moment belongs to: the calendar day in Korea (no daylight saving time there). Every
-- statement that picks "today" asks this, so the rows, the counts and a post's stance agree.
CREATE FUNCTION sentiment_day(at timestamptz) RETURNS date
  LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT (at AT TIME ZONE 'Asia/Seoul')::date $$;

CREATE TABLE stock_sentiments (
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stock_code text        NOT NULL,
  day        date        NOT NULL,
  stance     text        NOT NULL CHECK (stance IN ('BUY', 'SELL', 'HOLD')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, stock_code, day)
);

-- The day's counts of a stock: what the bar and the timeline read (one row per stock and day
-- with any stance, a window of days is one index range).
CREATE TABLE stock_sentiment_counts (
  stock_code text    NOT NULL,
  day        date    NOT NULL,
  buy        integer NOT NULL DEFAULT 0 CHECK (buy >= 0),
  sell       integer NOT NULL DEFAULT 0 CHECK (sell >= 0),
  hold       integer NOT NULL DEFAULT 0 CHECK (hold >= 0),
  PRIMARY KEY (stock_code, day)
);

-- A row's stance leaves its old count and joins its new one (a change from BUY to SELL moves
-- one count). The writer holds the member's row, then the counter: one order for every write.
CREATE FUNCTION count_stock_sentiment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.stance = NEW.stance AND OLD.stock_code = NEW.stock_code
     AND OLD.day = NEW.day THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE stock_sentiment_counts
       SET buy = buy - (OLD.stance = 'BUY')::int,
           sell = sell - (OLD.stance = 'SELL')::int,
           hold = hold - (OLD.stance = 'HOLD')::int
     WHERE stock_code = OLD.stock_code AND day = OLD.day;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stock_sentiment_counts AS c (stock_code, day, buy, sell, hold)
    VALUES (NEW.stock_code, NEW.day, (NEW.stance = 'BUY')::int, (NEW.stance = 'SELL')::int,
            (NEW.stance = 'HOLD')::int)
    ON CONFLICT (stock_code, day) DO UPDATE
      SET buy = c.buy + excluded.buy, sell = c.sell + excluded.sell, hold = c.hold + excluded.hold;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER stock_sentiments_count AFTER INSERT OR DELETE OR UPDATE ON stock_sentiments
  FOR EACH ROW EXECUTE FUNCTION count_stock_sentiment();

-- A member's stance on a stock on the Korean day of `at` (null: none): what a new post stores.
CREATE FUNCTION member_stance(member bigint, code text, at timestamptz) RETURNS text
  LANGUAGE sql STABLE AS $$
  SELECT stance FROM stock_sentiments
   WHERE user_id = member AND stock_code = code AND day = sentiment_day(at)
$$;

-- Set once at insert (posts.writes.ts), so lists show the badge without a join; an edit keeps it.
ALTER TABLE posts ADD COLUMN stance text CHECK (stance IN ('BUY', 'SELL', 'HOLD'));
