-- Community conventions (issue 22, CONTRACT.md 'Community conventions'): notices, categories
-- (말머리), dislikes and best posts (개념글), edit marks and revisions, drafts (임시저장).

-- Categories: the operators' list of a board, and whether a post must pick one.
ALTER TABLE boards
  ADD COLUMN categories        text[] NOT NULL DEFAULT '{}',
  ADD COLUMN category_required boolean NOT NULL DEFAULT false;

ALTER TABLE posts
  -- Pinned by an operator above its board's lists ('board') or above every list ('site').
  ADD COLUMN notice        text CHECK (notice IN ('board', 'site')),
  ADD COLUMN noticed_at    timestamptz,
  ADD COLUMN category      text CHECK (char_length(category) BETWEEN 1 AND 20),
  -- Exact like the like_count: the number of post_dislikes rows, kept in the same transaction.
  ADD COLUMN dislike_count integer NOT NULL DEFAULT 0 CHECK (dislike_count >= 0),
  -- When the post became 개념글 (BEST_LIKES); never cleared.
  ADD COLUMN best_at       timestamptz,
  -- The last change of the title or the content (null: never edited).
  ADD COLUMN edited_at     timestamptz;

ALTER TABLE comments ADD COLUMN edited_at timestamptz;

-- Notices are few: one small index finds a board's and the site's.
CREATE INDEX posts_notice_idx ON posts (notice, board_id) WHERE notice IS NOT NULL AND deleted_at IS NULL;
-- 개념글: the site's and each board's, newest promotion first.
CREATE INDEX posts_best_idx ON posts (best_at DESC, id DESC) WHERE best_at IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX posts_board_best_idx ON posts (board_id, best_at DESC, id DESC) WHERE best_at IS NOT NULL AND deleted_at IS NULL;
-- A board's list filtered by one category, newest first.
CREATE INDEX posts_board_category_idx ON posts (board_id, category, created_at DESC, id DESC) WHERE category IS NOT NULL AND deleted_at IS NULL;

-- 비추천: one row per member and post; a member has at most one of a like or a dislike on a post
-- (the like and dislike writes remove the other row in the same transaction).
CREATE TABLE post_dislikes (
  post_id    bigint NOT NULL REFERENCES posts (id),
  user_id    bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_dislikes_user_idx ON post_dislikes (user_id);

-- Earlier versions of a post's title and content, one row per text change. `edited_at` is when
-- that version was written (the post's created_at for the first one).
CREATE TABLE post_revisions (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id   bigint NOT NULL REFERENCES posts (id),
  title     text NOT NULL,
  content   text NOT NULL,
  edited_at timestamptz NOT NULL
);
CREATE INDEX post_revisions_post_idx ON post_revisions (post_id, id);

-- 임시저장: a member's unpublished posts, at most 20 each (the service counts under a lock).
CREATE TABLE drafts (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id),
  board_name text,
  category   text,
  type       text NOT NULL DEFAULT 'TEXT',
  title      text NOT NULL DEFAULT '',
  content    text NOT NULL DEFAULT '',
  url        text,
  image_url  text,
  video_url  text,
  images     text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX drafts_user_idx ON drafts (user_id, updated_at DESC);
