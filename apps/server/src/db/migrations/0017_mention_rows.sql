-- `@닉네임` mentions keep pointing at the member they named (issue 21 point 5): one row per
-- member a post or comment mentions, with the nickname as it was written, kept in step with the
-- text by triggers (whatever code writes the row), so the link of a mention survives a later
-- nickname change. The members are read exactly as for MENTION notifications (migration 0013):
-- `@` at the start or after a character that cannot be part of a nickname, the longest prefix
-- of the run that is a member's nickname, at most 10 members per text, in order of first mention.

-- The members a text mentions with the nickname as written (its first occurrence).
CREATE FUNCTION text_mentions(body text) RETURNS TABLE (user_id bigint, written text, ord bigint)
LANGUAGE sql STABLE AS $$
  WITH runs AS (
    SELECT m[1] AS run, ord
      FROM regexp_matches(body, '(?:^|[^가-힣a-zA-Z0-9_.@])@([가-힣a-zA-Z0-9_]{2,})', 'g')
           WITH ORDINALITY AS r(m, ord)
  ),
  -- One probe of users_nickname_key per candidate length (a join would hash all the members:
  -- 50 ms at 50,000 members, on every comment with an `@`).
  found AS (
    SELECT DISTINCT ON (runs.ord) runs.ord, u.id, left(runs.run, k.len) AS written
      FROM runs
      JOIN LATERAL generate_series(least(char_length(runs.run), 10), 2, -1) AS k(len) ON true
      JOIN LATERAL (
        SELECT m.id FROM users m
         WHERE lower(m.nickname) = lower(left(runs.run, k.len))
           AND m.nickname IS NOT NULL AND m.deleted_at IS NULL
         LIMIT 1
      ) u ON true
     ORDER BY runs.ord, k.len DESC
  ),
  firsts AS (
    SELECT DISTINCT ON (id) id, written, ord FROM found ORDER BY id, ord
  )
  SELECT id, written, row_number() OVER (ORDER BY ord) FROM firsts ORDER BY ord LIMIT 10
$$;

-- The MENTION notifications of migration 0013 read the same members (one definition, and the
-- index probes above instead of 0013's join over every member).
CREATE OR REPLACE FUNCTION notification_mentions(body text) RETURNS TABLE (user_id bigint)
LANGUAGE sql STABLE AS $$
  SELECT m.user_id FROM text_mentions(body) m ORDER BY m.ord
$$;

CREATE TABLE post_mentions (
  post_id  bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id  bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  written  text NOT NULL,
  position smallint NOT NULL,
  PRIMARY KEY (post_id, user_id)
);
CREATE TABLE comment_mentions (
  comment_id bigint NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  written    text NOT NULL,
  position   smallint NOT NULL,
  PRIMARY KEY (comment_id, user_id)
);

CREATE FUNCTION keep_post_mentions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM post_mentions WHERE post_id = NEW.id;
  END IF;
  IF strpos(NEW.content, '@') > 0 THEN
    INSERT INTO post_mentions (post_id, user_id, written, position)
      SELECT NEW.id, m.user_id, m.written, m.ord FROM text_mentions(NEW.content) m;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER posts_keep_mentions AFTER INSERT ON posts
  FOR EACH ROW EXECUTE FUNCTION keep_post_mentions();
CREATE TRIGGER posts_keep_mentions_on_edit AFTER UPDATE OF content ON posts
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content)
  EXECUTE FUNCTION keep_post_mentions();

CREATE FUNCTION keep_comment_mentions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM comment_mentions WHERE comment_id = NEW.id;
  END IF;
  IF strpos(NEW.content, '@') > 0 THEN
    INSERT INTO comment_mentions (comment_id, user_id, written, position)
      SELECT NEW.id, m.user_id, m.written, m.ord FROM text_mentions(NEW.content) m;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER comments_keep_mentions AFTER INSERT ON comments
  FOR EACH ROW EXECUTE FUNCTION keep_comment_mentions();
CREATE TRIGGER comments_keep_mentions_on_edit AFTER UPDATE OF content ON comments
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content)
  EXECUTE FUNCTION keep_comment_mentions();

-- What was written before this migration, read once against today's nicknames.
INSERT INTO post_mentions (post_id, user_id, written, position)
  SELECT p.id, m.user_id, m.written, m.ord
    FROM posts p CROSS JOIN LATERAL text_mentions(p.content) m
   WHERE strpos(p.content, '@') > 0;
INSERT INTO comment_mentions (comment_id, user_id, written, position)
  SELECT c.id, m.user_id, m.written, m.ord
    FROM comments c CROSS JOIN LATERAL text_mentions(c.content) m
   WHERE strpos(c.content, '@') > 0;
