-- Numbered pages of a board (the table view, pages 1-200): the page's ids are read from the
-- board's newest-first index alone, and every row OFFSET skips was a heap visit to test
-- `hidden_at` (and, for members, `author_id` against their blocks). With both columns carried in
-- the index the skipped rows cost an index entry each (an index-only scan), and the page's 20 rows
-- are then read by id (modules/posts/posts.queries.ts `feed`; docs/performance.md 'Pages 1-200').
-- Same keys and predicate as before, so every other use of the index is unchanged.
CREATE INDEX posts_board_new_visible_idx ON posts (board_id, created_at DESC, id DESC)
  INCLUDE (author_id, hidden_at) WHERE deleted_at IS NULL;
DROP INDEX posts_board_new_idx;
ALTER INDEX posts_board_new_visible_idx RENAME TO posts_board_new_idx;
