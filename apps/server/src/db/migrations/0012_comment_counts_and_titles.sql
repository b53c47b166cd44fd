-- posts.comment_count counts the comments every reader has a place for in the thread: live
-- comments that are not hidden pending review (docs/decisions/025). Hiding a comment at
-- REPORT_HIDE_THRESHOLD open reports takes it off its post's count, dismissing the reports puts it
-- back, and deleting a hidden comment leaves the count alone, each in the transaction that changes
-- the comment. Recount once for comments hidden before.
UPDATE posts p
   SET comment_count = x.n
  FROM (SELECT q.id,
               (SELECT count(*) FROM comments c
                 WHERE c.post_id = q.id AND c.deleted_at IS NULL AND c.hidden_at IS NULL)::int AS n
          FROM posts q
         WHERE EXISTS (SELECT 1 FROM comments h WHERE h.post_id = q.id AND h.hidden_at IS NOT NULL)) x
 WHERE x.id = p.id AND p.comment_count <> x.n;

-- Titles are limited to 300 characters as readers see them (graphemes, checked by the server and
-- the form: @myeolgong/contract/text-length). One such character may be several code points (👨‍👩‍👧
-- is 5), so the column's guard only bounds the code points.
ALTER TABLE posts DROP CONSTRAINT IF EXISTS posts_title_check;
ALTER TABLE posts ADD CONSTRAINT posts_title_check CHECK (char_length(title) BETWEEN 1 AND 3000);
