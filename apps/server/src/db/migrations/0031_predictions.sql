-- 예측 기록 (issue 45 item 2, CONTRACT.md 'Prediction record'): a member's call on a stock
-- (UP or DOWN over 1W, 1M or 3M), priced by the server when left and settled by the server on the
-- first close at or after settle_at (modules/predictions/settlement.ts). A settled prediction
-- never changes and an open one changes only by settling: the trigger below refuses anything
-- else, whatever code writes. The notification type PREDICTION_SETTLED came with 0030.

CREATE TABLE predictions (
  id          bigint           GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint           NOT NULL REFERENCES users (id),
  stock_code  text             NOT NULL,
  -- The stock's name as listed when the prediction was left.
  stock_name  text             NOT NULL,
  direction   text             NOT NULL CHECK (direction IN ('UP', 'DOWN')),
  horizon     text             NOT NULL CHECK (horizon IN ('1W', '1M', '3M')),
  reason      text             CHECK (char_length(reason) BETWEEN 1 AND 500),
  -- The server's current price when it was left (never the client's).
  start_price double precision NOT NULL CHECK (start_price > 0),
  -- The server's clock (tests move it), not now(): settle_at is this plus the horizon.
  created_at  timestamptz      NOT NULL,
  settle_at   timestamptz      NOT NULL CHECK (settle_at > created_at),
  status      text             NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SETTLED')),
  -- Set together when it settles: the close, its trading day, (end − start) / start, the hit.
  end_price   double precision CHECK (end_price > 0),
  end_date    date,
  return_rate double precision,
  hit         boolean,
  settled_at  timestamptz,
  CHECK ((status = 'OPEN') = (end_price IS NULL)),
  CHECK ((end_price IS NULL) = (end_date IS NULL) AND (end_price IS NULL) = (return_rate IS NULL)
         AND (end_price IS NULL) = (hit IS NULL) AND (end_price IS NULL) = (settled_at IS NULL))
);
-- One open prediction per member, stock and horizon (a second one is 409).
CREATE UNIQUE INDEX predictions_one_open_key ON predictions (user_id, stock_code, horizon)
  WHERE status = 'OPEN';
-- The member's and the stock's lists, newest first; the member's open count.
CREATE INDEX predictions_user_idx ON predictions (user_id, created_at DESC, id DESC);
CREATE INDEX predictions_stock_idx ON predictions (stock_code, created_at DESC, id DESC);
-- The settlement job's due rows.
CREATE INDEX predictions_due_idx ON predictions (settle_at) WHERE status = 'OPEN';
-- The leaders of a period.
CREATE INDEX predictions_settled_idx ON predictions (settled_at, user_id) WHERE status = 'SETTLED';

-- Honesty (issue 45 item 4): no edits. An update may only settle an open prediction, setting the
-- settlement columns and nothing else; a settled row never changes again.
CREATE FUNCTION keep_prediction_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'OPEN' OR NEW.status <> 'SETTLED'
     OR NEW.user_id <> OLD.user_id OR NEW.stock_code <> OLD.stock_code
     OR NEW.stock_name <> OLD.stock_name OR NEW.direction <> OLD.direction
     OR NEW.horizon <> OLD.horizon OR NEW.reason IS DISTINCT FROM OLD.reason
     OR NEW.start_price <> OLD.start_price OR NEW.created_at <> OLD.created_at
     OR NEW.settle_at <> OLD.settle_at THEN
    RAISE EXCEPTION 'a prediction is never edited; an open one may only settle'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER predictions_keep_settled BEFORE UPDATE ON predictions
  FOR EACH ROW EXECUTE FUNCTION keep_prediction_settled();
