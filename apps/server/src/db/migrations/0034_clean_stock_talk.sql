-- Clean stock talk (issue 47, CONTRACT.md 'Clean stock talk', docs/decisions/134).
--
-- A report reason for 리딩방 and 유사투자자문.
ALTER TABLE reports DROP CONSTRAINT reports_reason_check;
ALTER TABLE reports ADD CONSTRAINT reports_reason_check
  CHECK (reason IN ('SPAM', 'ABUSE', 'HATE', 'SEXUAL', 'ILLEGAL', 'PRIVACY', 'INVESTMENT_SCAM',
                    'OTHER'));

-- Solicitation held for review (policies/solicitation.ts): a held post or comment is stored
-- hidden pending review (hidden_at, so every list, count, search, feed, ranking and notification
-- that leaves hidden content out leaves it out too, and the counters never counted it) with the
-- reason its author sees beside "검토 중". An operator's release clears both (and counts it then);
-- a removal deletes it. held_reason IS NOT NULL only while hidden_at is set.
ALTER TABLE posts ADD COLUMN held_reason text;
ALTER TABLE comments ADD COLUMN held_reason text;
ALTER TABLE posts ADD CONSTRAINT posts_held_hidden CHECK (held_reason IS NULL OR hidden_at IS NOT NULL);
ALTER TABLE comments ADD CONSTRAINT comments_held_hidden
  CHECK (held_reason IS NULL OR hidden_at IS NOT NULL);
-- The operators' queue (GET /api/admin/held), oldest first: few rows, through these indexes.
CREATE INDEX posts_held_idx ON posts (hidden_at, id) WHERE held_reason IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX comments_held_idx ON comments (hidden_at, id)
  WHERE held_reason IS NOT NULL AND deleted_at IS NULL;

-- An operator's release tells the author, like the other operator acts (0013's trigger, with
-- HELD_RELEASE added; the notifications' type list is unchanged: it is a MODERATION).
CREATE OR REPLACE FUNCTION notify_moderation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recipient bigint;
  item_post bigint;
  item_comment bigint;
  message text;
BEGIN
  IF NEW.action NOT IN ('POST_DELETE', 'POST_EDIT', 'POST_MOVE', 'COMMENT_DELETE', 'COMMENT_EDIT',
                        'USER_RESTRICT', 'USER_UNRESTRICT', 'HELD_RELEASE') THEN
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
    WHEN 'HELD_RELEASE' THEN
      CASE NEW.target_type WHEN 'POST' THEN '검토가 끝나 회원님의 게시글이 공개되었습니다.'
                           ELSE '검토가 끝나 회원님의 댓글이 공개되었습니다.' END
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
