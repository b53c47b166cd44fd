-- Uploads (images and videos) and the link-preview cache.

-- One row per stored upload. `name` is the generated public name (/api/files/images/{name} or
-- /api/files/videos/{name}); `storage_key` is where the bytes are (local DATA_DIR or S3), and
-- `variant_keys` the derived copies (WebP, width-capped) removed with it.
CREATE TABLE files (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id     bigint NOT NULL REFERENCES users (id),
  kind         text NOT NULL CHECK (kind IN ('image', 'video')),
  name         text NOT NULL,
  storage_key  text NOT NULL,
  variant_keys text[] NOT NULL DEFAULT '{}',
  size         bigint NOT NULL CHECK (size > 0),
  mime         text NOT NULL,
  width        integer,
  height       integer,
  sha256       text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX files_name_key ON files (name);
CREATE UNIQUE INDEX files_storage_key_key ON files (storage_key);
CREATE INDEX files_owner_idx ON files (owner_id, created_at);

-- Link previews by the sha-256 of the normalised address; a row is used until expires_at
-- (successes for a day, failures for minutes).
CREATE TABLE link_previews (
  url_hash    text PRIMARY KEY,
  url         text NOT NULL,
  type        text NOT NULL CHECK (type IN ('image', 'video', 'news', 'link', 'default')),
  title       text,
  description text,
  image       text,
  site_name   text,
  favicon     text,
  ok          boolean NOT NULL,
  fetched_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX link_previews_expires_idx ON link_previews (expires_at);
