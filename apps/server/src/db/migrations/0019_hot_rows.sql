-- Hot rows (issue #24 item 4, docs/decisions/028-hot-rows.md): 50 members liking one post at once
-- queued on two rows, the post (like_count, dislike_count, hot_score under FOR UPDATE) and the
-- author's unread POST_LIKES notification (the trigger's upsert), each held until the commit.
-- A like now appends a delta row and a queue row, which nobody else locks; both are folded into
-- their rows in batches. Counts stay exact: every read adds the unfolded deltas of its post, and
-- the fold moves them in one transaction (a reader sees them either as deltas or in the counter).

-- Changes of posts.like_count / dislike_count not yet folded into the post row. Append-only: no
-- primary key to collide on; the index serves the sum on read and the fold.
CREATE TABLE post_reaction_deltas (
  post_id  bigint  NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  likes    integer NOT NULL,
  dislikes integer NOT NULL
);
CREATE INDEX post_reaction_deltas_post_idx ON post_reaction_deltas (post_id);

-- Folds every committed delta into its post (counters and hot_score) in one transaction, one
-- folder at a time (several instances, the timer and a closing server). Answers the number of
-- posts changed.
CREATE FUNCTION fold_post_reactions() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  changed integer := 0;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM post_reaction_deltas) THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('fold_post_reactions'));
  WITH moved AS (
    DELETE FROM post_reaction_deltas RETURNING post_id, likes, dislikes
  ), sums AS (
    SELECT post_id, sum(likes)::integer AS likes, sum(dislikes)::integer AS dislikes
      FROM moved GROUP BY post_id
  )
  UPDATE posts p
     SET like_count = greatest(p.like_count + s.likes, 0),
         dislike_count = greatest(p.dislike_count + s.dislikes, 0),
         hot_score = hot_score(greatest(p.like_count + s.likes, 0), p.created_at)
    FROM sums s
   WHERE p.id = s.post_id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END $$;

-- Folds one post's deltas right after a like, unless someone else is folding (the post's row is
-- locked, or the full fold above runs): then the deltas wait for the next fold, and readers add
-- them meanwhile. Never waits for a lock; a quiet post's row is current at once (its hot order),
-- a hot post's row catches up as often as one fold finishes. Answers whether it folded.
CREATE FUNCTION fold_post_reactions_of(target bigint) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  changed integer := 0;
BEGIN
  IF NOT pg_try_advisory_xact_lock_shared(hashtext('fold_post_reactions')) THEN
    RETURN false;
  END IF;
  PERFORM 1 FROM posts WHERE id = target FOR NO KEY UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  WITH moved AS (
    DELETE FROM post_reaction_deltas WHERE post_id = target RETURNING likes, dislikes
  ), sums AS (
    SELECT sum(likes)::integer AS likes, sum(dislikes)::integer AS dislikes FROM moved
  )
  UPDATE posts p
     SET like_count = greatest(p.like_count + s.likes, 0),
         dislike_count = greatest(p.dislike_count + s.dislikes, 0),
         hot_score = hot_score(greatest(p.like_count + s.likes, 0), p.created_at)
    FROM sums s
   WHERE p.id = target AND s.likes IS NOT NULL;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed > 0;
END $$;

-- Like notifications, queued by the trigger and grouped by apply_like_notifications(): the
-- grouping of 0013 (one unread group per item, its count, the latest liker) is unchanged, only
-- applied a moment later by whoever reads notifications next (the list, the unread count, the
-- outbox that pushes them).
CREATE TABLE like_notification_queue (
  id       bigserial   PRIMARY KEY,
  kind     text        NOT NULL CHECK (kind IN ('POST_LIKES', 'COMMENT_LIKES')),
  op       smallint    NOT NULL CHECK (op IN (1, -1)),
  item     bigint      NOT NULL,
  liker    bigint      NOT NULL,
  liked_at timestamptz NOT NULL
);

-- 0013's notify_like body, for one queued like or unlike.
CREATE FUNCTION apply_like_notification(kind text, op smallint, item bigint, liker bigint,
                                        liked_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  owner bigint;
  item_post bigint;
  item_comment bigint;
  excerpt text;
BEGIN
  IF kind = 'POST_LIKES' THEN
    SELECT author_id, id, NULL::bigint, '' INTO owner, item_post, item_comment, excerpt
      FROM posts WHERE id = item;
  ELSE
    SELECT author_id, post_id, id, notification_excerpt(content)
      INTO owner, item_post, item_comment, excerpt
      FROM comments WHERE id = item;
  END IF;
  IF owner IS NULL THEN
    RETURN;
  END IF;
  IF op = -1 THEN
    UPDATE notifications SET count = count - 1
     WHERE user_id = owner AND type = kind AND read_at IS NULL
       AND coalesce(comment_id, post_id) = item AND since <= liked_at;
    DELETE FROM notifications
     WHERE user_id = owner AND type = kind AND read_at IS NULL
       AND coalesce(comment_id, post_id) = item AND count <= 0;
    RETURN;
  END IF;
  -- Whether the owner wants it was asked when the like was given (notify_like below).
  INSERT INTO notifications (user_id, type, actor_id, post_id, comment_id, text, since)
  VALUES (owner, kind, liker, item_post, item_comment, excerpt, liked_at)
  ON CONFLICT (user_id, type, coalesce(comment_id, post_id))
     WHERE read_at IS NULL AND type IN ('POST_LIKES', 'COMMENT_LIKES')
  DO UPDATE SET count = notifications.count + 1, actor_id = EXCLUDED.actor_id,
                created_at = now(), pushed_at = NULL;
END $$;

-- Applies the queue in the order it was written (a like before its unlike), one caller at a time;
-- answers how many entries it applied. Cheap when the queue is empty (no lock taken).
CREATE FUNCTION apply_like_notifications(max_rows integer DEFAULT 5000)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  entry record;
  done bigint[] := '{}';
BEGIN
  IF NOT EXISTS (SELECT 1 FROM like_notification_queue) THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('apply_like_notifications'));
  FOR entry IN SELECT * FROM like_notification_queue ORDER BY id LIMIT max_rows LOOP
    PERFORM apply_like_notification(entry.kind, entry.op, entry.item, entry.liker, entry.liked_at);
    done := done || entry.id;
  END LOOP;
  DELETE FROM like_notification_queue WHERE id = ANY (done);
  RETURN cardinality(done);
END $$;

CREATE OR REPLACE FUNCTION notify_like() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE WHEN TG_TABLE_NAME = 'post_likes' THEN 'POST_LIKES' ELSE 'COMMENT_LIKES' END;
  item bigint;
  owner bigint;
BEGIN
  -- PL/pgSQL resolves a record's field when the statement runs: each table's own column only.
  IF TG_OP = 'INSERT' THEN
    IF kind = 'POST_LIKES' THEN
      item := NEW.post_id;
      SELECT author_id INTO owner FROM posts WHERE id = item;
    ELSE
      item := NEW.comment_id;
      SELECT author_id INTO owner FROM comments WHERE id = item;
    END IF;
    -- As in 0013, asked when the like is given (a block or a setting changed later does not
    -- bring it back); reading locks nothing.
    IF owner IS NULL OR NOT notification_wanted(owner, NEW.user_id, kind) THEN
      RETURN NULL;
    END IF;
    INSERT INTO like_notification_queue (kind, op, item, liker, liked_at)
    VALUES (kind, 1, item, NEW.user_id, NEW.created_at);
  ELSE
    IF kind = 'POST_LIKES' THEN item := OLD.post_id; ELSE item := OLD.comment_id; END IF;
    INSERT INTO like_notification_queue (kind, op, item, liker, liked_at)
    VALUES (kind, -1, item, OLD.user_id, OLD.created_at);
  END IF;
  RETURN NULL;
END $$;
