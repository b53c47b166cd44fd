-- Which uploads each post uses. An upload is named {id}.{ext} (variants {id}.webp and
-- {id}-w800.webp), `id` being 28 lowercase hex characters; a post that shows it in its content,
-- images, image_url, video_url or url keeps it. The clean-up of unused uploads
-- (modules/files/upload-cleanup.ts) removes an upload older than UPLOAD_UNATTACHED_HOURS only
-- when no row here (and no board icon or banner) names its id. Posts write their rows in the
-- same transaction as the post (posts.repository.ts), soft-deleted posts keep theirs.
CREATE TABLE post_uploads (
  post_id   bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  upload_id text NOT NULL,
  PRIMARY KEY (post_id, upload_id)
);
CREATE INDEX post_uploads_upload_idx ON post_uploads (upload_id);

-- The posts written before this table, read with the same pattern as lib/upload-refs.ts.
INSERT INTO post_uploads (post_id, upload_id)
SELECT DISTINCT p.id, m[1]
FROM posts p
CROSS JOIN LATERAL regexp_matches(
  concat_ws(' ', p.content, p.url, p.image_url, p.video_url, array_to_string(p.images, ' ')),
  '([0-9a-f]{28})(?:-w[0-9]+)?\.(?:jpg|png|gif|webp|mp4|webm|ogg|mov|avi)',
  'g'
) AS m;

-- The clean-up looks for old uploads in order of age.
CREATE INDEX files_created_idx ON files (created_at);
