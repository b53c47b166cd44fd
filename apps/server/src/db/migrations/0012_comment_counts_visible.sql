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
