-- Search (issue #19, docs/decisions/016-search-plans.md): comment scope, author scope.

-- Comment search tokens, built by the app like the posts' (lib/search-tokens.ts: every character
-- and every pair of neighbouring characters inside a word of the lower-cased content). NULL until
-- written: comments older than this migration get theirs from the search backfill
-- (modules/search/search-backfill.ts); until then searches read them through the pending index,
-- so a comment search finds them either way.
ALTER TABLE comments ADD COLUMN search_tokens text[];
CREATE INDEX comments_search_idx ON comments USING gin (search_tokens) WHERE deleted_at IS NULL;
CREATE INDEX comments_search_pending_idx ON comments (id)
  WHERE search_tokens IS NULL AND deleted_at IS NULL;

-- Author scope: nicknames that start with the query (LIKE 'x%' needs the pattern operator class
-- under a non-C collation).
CREATE INDEX users_nickname_prefix_idx ON users (lower(nickname) text_pattern_ops)
  WHERE nickname IS NOT NULL;
