-- boards.post_count counts what a visitor can list: live posts that are not hidden pending review
-- (0005). Hiding a post at REPORT_HIDE_THRESHOLD open reports takes it off its board's count,
-- dismissing the reports puts it back, and deleting or moving a hidden post leaves the counts
-- alone, each in the transaction that changes the post. Recount once for posts hidden before.
UPDATE boards b
   SET post_count = x.n
  FROM (SELECT q.id,
               (SELECT count(*) FROM posts p
                 WHERE p.board_id = q.id AND p.deleted_at IS NULL AND p.hidden_at IS NULL)::int AS n
          FROM boards q) x
 WHERE x.id = b.id AND b.post_count <> x.n;

-- Operators' feed totals add the hidden posts back: few rows, found through this index.
CREATE INDEX posts_hidden_idx ON posts (board_id) WHERE hidden_at IS NOT NULL AND deleted_at IS NULL;
