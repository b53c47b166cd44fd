-- The shipped people knowledge base (issue #20): the fields of the knowledge files
-- (apps/server/src/modules/ai/knowledge/people/*.json), which are loaded after the migrations on
-- every start (modules/ai/knowledge/load-knowledge.ts), on both databases, demo content or not.

ALTER TABLE people
  ADD COLUMN slug text,
  ADD COLUMN hanja text,
  ADD COLUMN romanized text,
  ADD COLUMN category text CHECK (category IN ('history', 'sports', 'entertainment', 'business',
    'science', 'literature', 'arts', 'film', 'music', 'politics')),
  ADD COLUMN descriptor text NOT NULL DEFAULT '',
  ADD COLUMN born text,
  ADD COLUMN died text,
  ADD COLUMN summary_source text,
  -- [{"label": "출생", "value": "...", "source": "https://..."}]
  ADD COLUMN facts jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN stock_codes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN as_of text CHECK (as_of ~ '^\d{4}-\d{2}-\d{2}$'),
  -- shipped: loaded from the knowledge files; operator: written in /admin or imported.
  ADD COLUMN origin text NOT NULL DEFAULT 'operator' CHECK (origin IN ('shipped', 'operator')),
  -- An operator changed a shipped entry: later shipped versions leave it as the operator left it.
  ADD COLUMN edited boolean NOT NULL DEFAULT false,
  -- An operator removed a shipped entry: hidden, and the next load does not bring it back.
  ADD COLUMN removed_at timestamptz;

-- Several people share a name (김민재 the footballer, 김민재 the actor): names are no longer
-- unique; the slug is the lasting key that a new version of the files updates by.
DROP INDEX people_name_key;
CREATE INDEX people_name_idx ON people (lower(name));
CREATE UNIQUE INDEX people_slug_key ON people (slug);

-- Which version (checksum) of each knowledge file was loaded last, so an unchanged file costs
-- one read at start.
CREATE TABLE knowledge_loads (
  name      text PRIMARY KEY,
  checksum  text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

-- Operators' changes to the knowledge base are logged like their other actions.
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_target_type_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_target_type_check
  CHECK (target_type IN ('POST', 'COMMENT', 'USER', 'BOARD', 'PERSON'));
