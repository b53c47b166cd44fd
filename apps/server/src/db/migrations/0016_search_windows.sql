-- Search (issue #19, docs/decisions/020-search-windows.md): the newest page of a word in a few
-- thousand posts is read through the search index ANDed with a range of creation times, so only
-- the candidates of the newest days are fetched. PostgreSQL never ANDs two bitmaps whose indexes
-- carry the same partial-index predicate (posts_search_idx and posts_new_idx both have
-- `WHERE deleted_at IS NULL`), so this one has none. It keeps the order of posts_new_idx, so that
-- a walk of the newest posts that picks it needs no extra sort.
CREATE INDEX posts_created_idx ON posts (created_at DESC, id DESC);
