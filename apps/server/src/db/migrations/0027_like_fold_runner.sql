-- Reads never write (issue 43 item 3): until now every read of notifications (the list, the unread
-- count, mark read) called apply_like_notifications() of 0019 first, so a GET wrote. The queue is
-- now folded by the notifications worker only (modules/notifications/notifications.plugin.ts:
-- after each write an instance answers, every NOTIFICATIONS_PUSH_INTERVAL_MS, before the outbox
-- publishes), and one instance folds at a time: this function does what apply_like_notifications()
-- does but never waits for the lock. NULL when another session holds it (that session is folding
-- right now; the caller tries again a moment later for what it may not have seen), else how many
-- entries it applied. Same lock key, so it also excludes apply_like_notifications(), which stays
-- for an instance of the previous version during a rollout.
CREATE FUNCTION fold_like_notifications(max_rows integer DEFAULT 5000)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  entry record;
  done bigint[] := '{}';
BEGIN
  IF NOT EXISTS (SELECT 1 FROM like_notification_queue) THEN
    RETURN 0;
  END IF;
  IF NOT pg_try_advisory_xact_lock(hashtext('apply_like_notifications')) THEN
    RETURN NULL;
  END IF;
  -- Read after the lock: what the previous folder applied and deleted is gone from this snapshot.
  FOR entry IN SELECT * FROM like_notification_queue ORDER BY id LIMIT max_rows LOOP
    PERFORM apply_like_notification(entry.kind, entry.op, entry.item, entry.liker, entry.liked_at);
    done := done || entry.id;
  END LOOP;
  DELETE FROM like_notification_queue WHERE id = ANY (done);
  RETURN cardinality(done);
END $$;
