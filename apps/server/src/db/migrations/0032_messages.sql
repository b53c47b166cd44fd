-- 쪽지 between members (issue 46 item 1, CONTRACT.md 'Messages (쪽지)', docs/decisions/132).
-- One row per message. Each member hides it for themselves only (sender_hidden_at,
-- recipient_hidden_at: "delete for me"); an operator acting on a report removes it for both
-- (removed_at). `to_stranger` is fixed when it is sent: whether the recipient had never written to
-- the sender then; the daily cap counts those rows of the sender's Asia/Seoul day.
CREATE TABLE messages (
  id                  bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sender_id           bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id        bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content             text        NOT NULL,
  to_stranger         boolean     NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  read_at             timestamptz,
  sender_hidden_at    timestamptz,
  recipient_hidden_at timestamptz,
  removed_at          timestamptz,
  CHECK (sender_id <> recipient_id)
);
-- A thread in either direction, newest first; the conversation list (latest message per member);
-- "has this member ever written to me?".
CREATE INDEX messages_pair_idx ON messages (sender_id, recipient_id, id DESC);
CREATE INDEX messages_inbox_idx ON messages (recipient_id, sender_id, id DESC);
-- The unread count: a member's unread messages only.
CREATE INDEX messages_unread_idx ON messages (recipient_id, sender_id)
  WHERE read_at IS NULL AND recipient_hidden_at IS NULL AND removed_at IS NULL;
-- The daily cap: a sender's messages to strangers by time.
CREATE INDEX messages_stranger_day_idx ON messages (sender_id, created_at) WHERE to_stranger;

-- A message can be reported (targetType MESSAGE), and operators' decisions on it are logged.
ALTER TABLE reports DROP CONSTRAINT reports_target_type_check;
ALTER TABLE reports ADD CONSTRAINT reports_target_type_check
  CHECK (target_type IN ('POST', 'COMMENT', 'USER', 'MESSAGE'));
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_target_type_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_target_type_check
  CHECK (target_type IN ('POST', 'COMMENT', 'USER', 'BOARD', 'PERSON', 'MESSAGE'));
