-- Top-level comments of a post in display order (the comment list pages over these).
CREATE INDEX comments_roots_idx ON comments (post_id, created_at, id) WHERE parent_id IS NULL;
