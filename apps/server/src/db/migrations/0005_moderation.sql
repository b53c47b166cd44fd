-- Community safety: reports, blocks, the operators' moderation log, and content hidden pending
-- review. Restrictions use users.restricted_until (0001).

-- Set when a post or comment reaches REPORT_HIDE_THRESHOLD open reports; cleared when an operator
-- dismisses them. Hidden rows stay out of every list for everyone but operators. The feed indexes
-- stay as they are: hidden rows are rare, so the extra condition only filters while walking them.
ALTER TABLE posts ADD COLUMN hidden_at timestamptz;
ALTER TABLE comments ADD COLUMN hidden_at timestamptz;

-- A member's reports: one per member and target, ever (a second one is a 409).
CREATE TABLE reports (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reporter_id bigint NOT NULL REFERENCES users (id),
  target_type text NOT NULL CHECK (target_type IN ('POST', 'COMMENT', 'USER')),
  target_id   bigint NOT NULL,
  -- The author of the reported post or comment, or the reported member, when reported.
  target_user_id bigint REFERENCES users (id),
  reason      text NOT NULL CHECK (reason IN ('SPAM', 'ABUSE', 'HATE', 'SEXUAL', 'ILLEGAL', 'PRIVACY', 'OTHER')),
  details     text NOT NULL DEFAULT '' CHECK (char_length(details) <= 500),
  status      text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DISMISSED', 'ACTIONED')),
  resolved_by bigint REFERENCES users (id),
  resolved_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX reports_once_key ON reports (reporter_id, target_type, target_id);
CREATE INDEX reports_open_target_idx ON reports (target_type, target_id) WHERE status = 'OPEN';
CREATE INDEX reports_queue_idx ON reports (status, created_at DESC, id DESC);
CREATE INDEX reports_target_user_idx ON reports (target_user_id) WHERE target_user_id IS NOT NULL;

-- Who blocks whom. Lists filter with NOT EXISTS on the primary key (one index probe per row), so
-- the feed indexes keep driving the order.
CREATE TABLE user_blocks (
  blocker_id bigint NOT NULL REFERENCES users (id),
  blocked_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);

-- Every operator action: who, what, on which target, why and when.
CREATE TABLE moderation_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id    bigint NOT NULL REFERENCES users (id),
  action      text NOT NULL,
  target_type text NOT NULL CHECK (target_type IN ('POST', 'COMMENT', 'USER', 'BOARD')),
  target_id   bigint NOT NULL,
  reason      text NOT NULL DEFAULT '',
  details     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_log_created_idx ON moderation_log (created_at DESC, id DESC);
CREATE INDEX moderation_log_target_idx ON moderation_log (target_type, target_id);

-- The operator area lists restricted members.
CREATE INDEX users_restricted_idx ON users (restricted_until) WHERE restricted_until IS NOT NULL;
