-- Feeds sorted by views and comment counts, popular-by-likes, and Korean-aware post search.

-- The hot score of lib/hot-score.ts, for updates made in SQL (likes). Same formula, same numbers.
CREATE FUNCTION hot_score(likes integer, created timestamptz) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN sign(likes) * log(greatest(abs(likes), 1)) + (extract(epoch FROM created) - 1134028003) / 45000;

CREATE INDEX posts_board_views_idx ON posts (board_id, view_count DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX posts_board_comments_idx ON posts (board_id, comment_count DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX posts_views_idx ON posts (view_count DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX posts_comments_idx ON posts (comment_count DESC, id DESC) WHERE deleted_at IS NULL;

-- Search tokens built by the app (lib/search-tokens.ts): every character and every overlapping
-- pair of characters of each word of the lower-cased title and content. A query's tokens narrow
-- the candidates through the GIN index; a LIKE on the same text then confirms each match, so the
-- results equal a LIKE scan (DESIGN.md 'Search').
ALTER TABLE posts ADD COLUMN search_tokens text[] NOT NULL DEFAULT '{}';
CREATE INDEX posts_search_idx ON posts USING gin (search_tokens) WHERE deleted_at IS NULL;

-- Popular lists: most liked first (all time, or within a time range on the created_at indexes).
CREATE INDEX posts_likes_idx ON posts (like_count DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX posts_board_likes_idx ON posts (board_id, like_count DESC, id DESC) WHERE deleted_at IS NULL;
