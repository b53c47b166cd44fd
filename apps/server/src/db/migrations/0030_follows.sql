-- 팔로우 (issue 45 item 1, CONTRACT.md 'Following members'): who follows whom, each member's
-- follower and following counts kept exact by a trigger in the writer's transaction, FOLLOWED_POST
-- notifications written by a trigger on new posts (like every other notification, 0013), blocking
-- ending follows both ways and a deleted account taking its follows with it.
-- Also the notification type of the prediction record (PREDICTION_SETTLED, migration 0031), so the
-- type constraint changes once for both.

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('COMMENT', 'REPLY', 'MENTION', 'POST_LIKES', 'COMMENT_LIKES', 'MODERATION',
                  'STOCK_MOVE', 'STOCK_BUZZ', 'FOLLOWED_POST', 'PREDICTION_SETTLED'));

CREATE TABLE follows (
  follower_id bigint      NOT NULL REFERENCES users (id),
  followee_id bigint      NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
-- The lists, newest follow first: a member's followers, and whom a member follows.
CREATE INDEX follows_followee_idx ON follows (followee_id, created_at DESC, follower_id DESC);
CREATE INDEX follows_follower_idx ON follows (follower_id, created_at DESC, followee_id DESC);

ALTER TABLE users ADD COLUMN followers_count integer NOT NULL DEFAULT 0 CHECK (followers_count >= 0);
ALTER TABLE users ADD COLUMN following_count integer NOT NULL DEFAULT 0 CHECK (following_count >= 0);

-- Keeps users.followers_count and following_count equal to the follows rows. Both members' rows
-- are locked in id order first, so two members following each other at once cannot deadlock.
CREATE FUNCTION count_follows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  follower bigint;
  followee bigint;
  delta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    follower := NEW.follower_id; followee := NEW.followee_id; delta := 1;
  ELSE
    follower := OLD.follower_id; followee := OLD.followee_id; delta := -1;
  END IF;
  -- NO KEY UPDATE: the foreign keys of the follows row hold KEY SHARE locks on both rows.
  PERFORM 1 FROM users WHERE id IN (follower, followee) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users SET followers_count = followers_count + delta WHERE id = followee;
  UPDATE users SET following_count = following_count + delta WHERE id = follower;
  RETURN NULL;
END $$;
CREATE TRIGGER follows_count AFTER INSERT OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION count_follows();

-- Blocking someone ends the follows between the two members, both ways.
CREATE FUNCTION end_follows_on_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM follows
   WHERE (follower_id = NEW.blocker_id AND followee_id = NEW.blocked_id)
      OR (follower_id = NEW.blocked_id AND followee_id = NEW.blocker_id);
  RETURN NULL;
END $$;
CREATE TRIGGER user_blocks_end_follows AFTER INSERT ON user_blocks
  FOR EACH ROW EXECUTE FUNCTION end_follows_on_block();

-- A deleted account follows nobody and has no followers (its lists and counts agree).
CREATE FUNCTION end_follows_on_leave() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM follows WHERE follower_id = NEW.id OR followee_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_end_follows AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION end_follows_on_leave();

-- FOLLOWED_POST: a new post notifies each follower of its author who wants it, in one statement
-- in the author's transaction. The list hides it again with the post (deleted, hidden, blocked:
-- notifications.repository.ts `shown`), and a deleted post takes it along (notify_content_gone).
CREATE FUNCTION notify_followed_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notifications (user_id, type, actor_id, post_id, text)
  SELECT f.follower_id, 'FOLLOWED_POST', NEW.author_id, NEW.id, notification_excerpt(NEW.content)
    FROM follows f
   WHERE f.followee_id = NEW.author_id
     AND notification_wanted(f.follower_id, NEW.author_id, 'FOLLOWED_POST');
  RETURN NULL;
END $$;
CREATE TRIGGER posts_notify_followers AFTER INSERT ON posts
  FOR EACH ROW WHEN (NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL)
  EXECUTE FUNCTION notify_followed_post();
