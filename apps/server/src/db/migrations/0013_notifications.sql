-- Notifications (CONTRACT.md 'Notifications', docs/decisions/021-notifications.md).
--
-- Rows are written by triggers on the rows that cause them (comments, post_likes, comment_likes,
-- moderation_log, and the soft deletes of posts and comments), so a notification exists exactly
-- when its cause committed: the same transaction, whatever code path wrote the row. Every trigger
-- touches a bounded number of rows (the post's author, the parent comment's author, at most
-- MENTIONS_MAX mentioned members), so a comment on a post with thousands of commenters costs the
-- same as one on a quiet post.

CREATE TABLE notifications (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The recipient.
  user_id     bigint NOT NULL REFERENCES users (id),
  type        text NOT NULL
              CHECK (type IN ('COMMENT', 'REPLY', 'MENTION', 'POST_LIKES', 'COMMENT_LIKES', 'MODERATION')),
  -- Who acted: the commenter, the mentioning author, the latest liker, the operator.
  actor_id    bigint REFERENCES users (id),
  post_id     bigint REFERENCES posts (id),
  comment_id  bigint REFERENCES comments (id),
  -- An excerpt of the comment or post, or the operator's action and reason (MODERATION).
  text        text NOT NULL DEFAULT '',
  -- Grouped likes: how many since the recipient last read this item's group (1 otherwise).
  count       integer NOT NULL DEFAULT 1 CHECK (count >= 0),
  read_at     timestamptz,
  -- The latest change (a grouped like moves it): the list's order, newest first.
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- When the group of likes began: an unlike counts only against likes given since then.
  since       timestamptz NOT NULL DEFAULT now(),
  -- The live channel's outbox: NULL until an instance has published the row (again after a grouped
  -- like changed it). Claimed with FOR UPDATE SKIP LOCKED, so each change is published once.
  pushed_at   timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
-- One unread group of likes per item and recipient.
CREATE UNIQUE INDEX notifications_likes_group_key
  ON notifications (user_id, type, coalesce(comment_id, post_id))
  WHERE read_at IS NULL AND type IN ('POST_LIKES', 'COMMENT_LIKES');
CREATE INDEX notifications_outbox_idx ON notifications (id) WHERE pushed_at IS NULL;
CREATE INDEX notifications_post_idx ON notifications (post_id) WHERE post_id IS NOT NULL;
CREATE INDEX notifications_comment_idx ON notifications (comment_id) WHERE comment_id IS NOT NULL;
-- Pruning: read notifications older than NOTIFICATIONS_RETENTION_DAYS.
CREATE INDEX notifications_prune_idx ON notifications (created_at) WHERE read_at IS NOT NULL;

-- The types a member turned off (every type is on without a row).
CREATE TABLE notification_settings (
  user_id  bigint PRIMARY KEY REFERENCES users (id),
  disabled text[] NOT NULL DEFAULT '{}'
);

-- Whether `recipient` wants a notification of `kind` caused by `actor`: not one's own act, not
-- from a member one blocks, not a type one turned off, not to a deleted account.
CREATE FUNCTION notification_wanted(recipient bigint, actor bigint, kind text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT recipient IS NOT NULL
     AND recipient IS DISTINCT FROM actor
     AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = recipient AND b.blocked_id = actor)
     AND NOT EXISTS (SELECT 1 FROM notification_settings s WHERE s.user_id = recipient AND kind = ANY (s.disabled))
     AND EXISTS (SELECT 1 FROM users u WHERE u.id = recipient AND u.deleted_at IS NULL)
$$;

-- Plain text of a post or comment, shortened for a notification.
CREATE FUNCTION notification_excerpt(body text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT left(btrim(regexp_replace(regexp_replace(body, '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g')), 100)
$$;

-- The members a text mentions: `@` (at the start or after a character that cannot be part of a
-- nickname) followed by a nickname (SPEC.md §5: 2–10 of 가-힣, a-z, A-Z, 0-9, _). Korean text
-- often runs on after the name (@홍길동님), so the longest prefix of the run that is a member's
-- nickname counts. At most 10 members per text (MENTIONS_MAX), in order of first mention.
CREATE FUNCTION notification_mentions(body text) RETURNS TABLE (user_id bigint)
LANGUAGE sql STABLE AS $$
  WITH runs AS (
    SELECT m[1] AS run, ord
      FROM regexp_matches(body, '(?:^|[^가-힣a-zA-Z0-9_.@])@([가-힣a-zA-Z0-9_]{2,})', 'g')
           WITH ORDINALITY AS r(m, ord)
  ),
  found AS (
    SELECT DISTINCT ON (runs.ord) runs.ord, u.id
      FROM runs
      JOIN LATERAL generate_series(least(char_length(runs.run), 10), 2, -1) AS k(len) ON true
      JOIN users u ON lower(u.nickname) = lower(left(runs.run, k.len)) AND u.deleted_at IS NULL
     ORDER BY runs.ord, k.len DESC
  ),
  firsts AS (SELECT id, min(ord) AS ord FROM found GROUP BY id)
  SELECT id FROM firsts ORDER BY ord LIMIT 10
$$;

-- A new comment: COMMENT to the post's author, REPLY to the parent's author, MENTION to the
-- members it mentions (but not twice to someone who already heard of it as COMMENT or REPLY; a
-- post author who turned COMMENT off still hears of being mentioned).
CREATE FUNCTION notify_comment_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  post_author bigint;
  parent_author bigint;
  excerpt text := notification_excerpt(NEW.content);
BEGIN
  SELECT author_id INTO post_author FROM posts WHERE id = NEW.post_id;
  IF NEW.parent_id IS NOT NULL THEN
    SELECT author_id INTO parent_author FROM comments WHERE id = NEW.parent_id;
  END IF;
  IF parent_author IS NOT NULL AND notification_wanted(parent_author, NEW.author_id, 'REPLY') THEN
    INSERT INTO notifications (user_id, type, actor_id, post_id, comment_id, text)
    VALUES (parent_author, 'REPLY', NEW.author_id, NEW.post_id, NEW.id, excerpt);
  END IF;
  IF post_author IS DISTINCT FROM parent_author
     AND notification_wanted(post_author, NEW.author_id, 'COMMENT') THEN
    INSERT INTO notifications (user_id, type, actor_id, post_id, comment_id, text)
    VALUES (post_author, 'COMMENT', NEW.author_id, NEW.post_id, NEW.id, excerpt);
  END IF;
  IF position('@' IN NEW.content) > 0 THEN
    INSERT INTO notifications (user_id, type, actor_id, post_id, comment_id, text)
    SELECT m.user_id, 'MENTION', NEW.author_id, NEW.post_id, NEW.id, excerpt
      FROM notification_mentions(NEW.content) m
     WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.comment_id = NEW.id AND n.user_id = m.user_id)
       AND notification_wanted(m.user_id, NEW.author_id, 'MENTION');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER comments_notify_insert AFTER INSERT ON comments
  FOR EACH ROW EXECUTE FUNCTION notify_comment_insert();

-- An edited comment notifies only the members it newly mentions.
CREATE FUNCTION notify_comment_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF position('@' IN NEW.content) > 0 THEN
    INSERT INTO notifications (user_id, type, actor_id, post_id, comment_id, text)
    SELECT m.user_id, 'MENTION', NEW.author_id, NEW.post_id, NEW.id, notification_excerpt(NEW.content)
      FROM notification_mentions(NEW.content) m
     WHERE m.user_id NOT IN (SELECT o.user_id FROM notification_mentions(OLD.content) o)
       AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.comment_id = NEW.id AND n.user_id = m.user_id)
       AND notification_wanted(m.user_id, NEW.author_id, 'MENTION');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER comments_notify_edit AFTER UPDATE OF content ON comments
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content AND NEW.deleted_at IS NULL)
  EXECUTE FUNCTION notify_comment_edit();

-- A new post, or an edited one, notifies the members it (newly) mentions.
CREATE FUNCTION notify_post_mentions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF position('@' IN NEW.content) > 0 THEN
    INSERT INTO notifications (user_id, type, actor_id, post_id, text)
    SELECT m.user_id, 'MENTION', NEW.author_id, NEW.id, notification_excerpt(NEW.content)
      FROM notification_mentions(NEW.content) m
     WHERE (TG_OP = 'INSERT' OR m.user_id NOT IN (SELECT o.user_id FROM notification_mentions(OLD.content) o))
       AND NOT EXISTS (SELECT 1 FROM notifications n
                        WHERE n.post_id = NEW.id AND n.comment_id IS NULL AND n.type = 'MENTION'
                          AND n.user_id = m.user_id)
       AND notification_wanted(m.user_id, NEW.author_id, 'MENTION');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER posts_notify_insert AFTER INSERT ON posts
  FOR EACH ROW EXECUTE FUNCTION notify_post_mentions();
CREATE TRIGGER posts_notify_edit AFTER UPDATE OF content ON posts
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content AND NEW.deleted_at IS NULL)
  EXECUTE FUNCTION notify_post_mentions();

-- Likes, grouped per item: the unread group's count grows by one (its actor is the latest liker);
-- with no unread group a new one starts. An unlike takes back a like given since the group began.
CREATE FUNCTION notify_like() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE WHEN TG_TABLE_NAME = 'post_likes' THEN 'POST_LIKES' ELSE 'COMMENT_LIKES' END;
  item bigint;
  owner bigint;
  item_post bigint;
  item_comment bigint;
  excerpt text;
  liker bigint;
BEGIN
  -- PL/pgSQL resolves a record's field when the statement runs: each table's own column only.
  IF TG_OP = 'INSERT' THEN
    liker := NEW.user_id;
    IF kind = 'POST_LIKES' THEN item := NEW.post_id; ELSE item := NEW.comment_id; END IF;
  ELSE
    liker := OLD.user_id;
    IF kind = 'POST_LIKES' THEN item := OLD.post_id; ELSE item := OLD.comment_id; END IF;
  END IF;
  IF kind = 'POST_LIKES' THEN
    SELECT author_id, id, NULL::bigint, '' INTO owner, item_post, item_comment, excerpt
      FROM posts WHERE id = item;
  ELSE
    SELECT author_id, post_id, id, notification_excerpt(content)
      INTO owner, item_post, item_comment, excerpt
      FROM comments WHERE id = item;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE notifications SET count = count - 1
     WHERE user_id = owner AND type = kind AND read_at IS NULL
       AND coalesce(comment_id, post_id) = item AND since <= OLD.created_at;
    DELETE FROM notifications
     WHERE user_id = owner AND type = kind AND read_at IS NULL
       AND coalesce(comment_id, post_id) = item AND count <= 0;
    RETURN NULL;
  END IF;
  IF NOT notification_wanted(owner, liker, kind) THEN
    RETURN NULL;
  END IF;
  INSERT INTO notifications (user_id, type, actor_id, post_id, comment_id, text)
  VALUES (owner, kind, liker, item_post, item_comment, excerpt)
  ON CONFLICT (user_id, type, coalesce(comment_id, post_id))
     WHERE read_at IS NULL AND type IN ('POST_LIKES', 'COMMENT_LIKES')
  DO UPDATE SET count = notifications.count + 1, actor_id = EXCLUDED.actor_id,
                created_at = now(), pushed_at = NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER post_likes_notify AFTER INSERT OR DELETE ON post_likes
  FOR EACH ROW EXECUTE FUNCTION notify_like();
CREATE TRIGGER comment_likes_notify AFTER INSERT OR DELETE ON comment_likes
  FOR EACH ROW EXECUTE FUNCTION notify_like();

-- Deleted content takes its notifications with it (the MODERATION one that says so stays).
CREATE FUNCTION notify_content_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'posts' THEN
    DELETE FROM notifications WHERE post_id = NEW.id AND type <> 'MODERATION';
  ELSE
    DELETE FROM notifications WHERE comment_id = NEW.id AND type <> 'MODERATION';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER posts_notify_gone AFTER UPDATE OF deleted_at ON posts
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION notify_content_gone();
CREATE TRIGGER comments_notify_gone AFTER UPDATE OF deleted_at ON comments
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION notify_content_gone();

-- An operator's action on a member's content or account, from the moderation log (written in the
-- operator's transaction): deleted, edited, moved, restricted, restriction lifted, with the reason.
CREATE FUNCTION notify_moderation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recipient bigint;
  item_post bigint;
  item_comment bigint;
  message text;
BEGIN
  IF NEW.action NOT IN ('POST_DELETE', 'POST_EDIT', 'POST_MOVE', 'COMMENT_DELETE', 'COMMENT_EDIT',
                        'USER_RESTRICT', 'USER_UNRESTRICT') THEN
    RETURN NULL;
  END IF;
  IF NEW.target_type = 'POST' THEN
    SELECT author_id, id INTO recipient, item_post FROM posts WHERE id = NEW.target_id;
  ELSIF NEW.target_type = 'COMMENT' THEN
    SELECT author_id, post_id, id INTO recipient, item_post, item_comment
      FROM comments WHERE id = NEW.target_id;
  ELSE
    recipient := NEW.target_id;
  END IF;
  IF NOT notification_wanted(recipient, NEW.actor_id, 'MODERATION') THEN
    RETURN NULL;
  END IF;
  message := CASE NEW.action
    WHEN 'POST_DELETE' THEN '운영자가 회원님의 게시글을 삭제했습니다.'
    WHEN 'COMMENT_DELETE' THEN '운영자가 회원님의 댓글을 삭제했습니다.'
    WHEN 'POST_EDIT' THEN '운영자가 회원님의 게시글을 수정했습니다.'
    WHEN 'COMMENT_EDIT' THEN '운영자가 회원님의 댓글을 수정했습니다.'
    WHEN 'POST_MOVE' THEN '운영자가 회원님의 게시글을 다른 게시판으로 옮겼습니다.'
    WHEN 'USER_RESTRICT' THEN
      '운영자가 회원님의 글쓰기를 '
      || coalesce(to_char((NEW.details ->> 'until')::timestamptz AT TIME ZONE 'Asia/Seoul',
                          'YYYY-MM-DD HH24:MI') || '까지 ', '')
      || '제한했습니다.'
    ELSE '운영자가 회원님의 글쓰기 제한을 해제했습니다.'
  END;
  IF btrim(NEW.reason) <> '' THEN
    message := message || ' 사유: ' || btrim(NEW.reason);
  END IF;
  INSERT INTO notifications (user_id, type, actor_id, post_id, comment_id, text)
  VALUES (recipient, 'MODERATION', NEW.actor_id, item_post, item_comment, left(message, 600));
  RETURN NULL;
END $$;
CREATE TRIGGER moderation_log_notify AFTER INSERT ON moderation_log
  FOR EACH ROW EXECUTE FUNCTION notify_moderation();

