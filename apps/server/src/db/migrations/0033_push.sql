-- Web Push (issue 46 item 3, CONTRACT.md 'Push and install', decision 133): each device a member
-- turned push on for is a subscription (the push service's endpoint and the browser's keys), and
-- each notification or 쪽지 to send to it is a delivery in a queue that every instance works from
-- (FOR UPDATE SKIP LOCKED), retried with backoff until it is sent, refused for good or too old.

CREATE TABLE push_subscriptions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The push service's address for this browser: a device has one, whoever signed in last owns it.
  endpoint    text NOT NULL UNIQUE,
  -- The browser's P-256 public key and authentication secret (RFC 8291), base64url.
  p256dh      text NOT NULL,
  auth        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

CREATE TABLE push_deliveries (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscription_id  bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  -- What to send: a notification's id or a 쪽지's id. No foreign key (a 쪽지 is another module's
  -- table): the worker reads the source when it sends and drops the delivery when it is gone.
  source           text NOT NULL CHECK (source IN ('notification', 'message')),
  source_id        bigint NOT NULL,
  -- Tries so far; a claim adds one and moves next_attempt_at past the try (a lease: an instance
  -- that dies mid-send leaves the delivery to be tried again then).
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- A grouped like that grows while its push waits is one push (with the latest count), not two.
  UNIQUE (subscription_id, source, source_id)
);
CREATE INDEX push_deliveries_due_idx ON push_deliveries (next_attempt_at);

-- Every notification written (by the triggers of 0013 and later, the like fold, the stock alerts)
-- becomes a delivery to each of its recipient's subscriptions, in the transaction that wrote it, as
-- the live channel's outbox does (decision 021): a notification exists only when the member wants
-- it (notification_wanted: settings, blocks), so the same rule decides the push. A grouped like
-- that grows (the fold sets created_at and pushed_at NULL again) is queued again. One statement per
-- statement, not per row: a stock alert for 10,000 watchers is one insert here too.
CREATE FUNCTION push_enqueue_notifications() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO push_deliveries (subscription_id, source, source_id)
    SELECT s.id, 'notification', n.id
      FROM push_new_rows n JOIN push_subscriptions s ON s.user_id = n.user_id
     WHERE n.pushed_at IS NULL AND n.read_at IS NULL
    ON CONFLICT (subscription_id, source, source_id)
    DO UPDATE SET next_attempt_at = now(), attempts = 0, created_at = now();
  ELSE
    INSERT INTO push_deliveries (subscription_id, source, source_id)
    SELECT s.id, 'notification', n.id
      FROM push_new_rows n
      JOIN push_old_rows o ON o.id = n.id
      JOIN push_subscriptions s ON s.user_id = n.user_id
     WHERE n.pushed_at IS NULL AND n.read_at IS NULL
       AND (o.pushed_at IS NOT NULL OR n.created_at <> o.created_at)
    ON CONFLICT (subscription_id, source, source_id)
    DO UPDATE SET next_attempt_at = now(), attempts = 0, created_at = now();
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER notifications_push_insert
  AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS push_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION push_enqueue_notifications();

CREATE TRIGGER notifications_push_update
  AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS push_old_rows NEW TABLE AS push_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION push_enqueue_notifications();
