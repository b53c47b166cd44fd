-- AI tools: the people knowledge base and the daily AI allowance.

-- Public figures the encyclopedia may describe, written by administrators only. Empty by default:
-- the AI never states facts about a real person that no one entered or no post on the site says.
CREATE TABLE people (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  aliases     text[] NOT NULL DEFAULT '{}',
  roles       text[] NOT NULL DEFAULT '{}',
  summary     text NOT NULL,
  -- [{"title": "...", "url": "https://..."}]
  links       jsonb NOT NULL DEFAULT '[]',
  updated_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX people_name_key ON people (lower(name));

-- AI answers per member and day (the calendar day in Asia/Seoul). One row per member and day,
-- raised by a single conditional upsert, so parallel requests can never pass the allowance.
CREATE TABLE ai_usage (
  user_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day      date NOT NULL,
  count    integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (user_id, day)
);
