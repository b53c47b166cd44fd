-- 개념글 on the fold (issue 22): a like request promotes its post from its own snapshot of the
-- counts, which misses likes other instances commit at the same moment (two instances each seeing
-- 9 of 10 likes) and likes folded in batches (decision 028). The folds, which write the exact
-- counts into the post row, now promote too: a post whose folded likes reach `best_likes`
-- (BEST_LIKES) ahead of its dislikes by as many becomes 개념글 (best_at), for good. The old
-- signatures stay, without promotion, for an instance of the previous version during a rollout.

CREATE FUNCTION fold_post_reactions(best_likes integer) RETURNS integer LANGUAGE plpgsql AS $$
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
  ), next AS (
    SELECT s.post_id,
           greatest(p.like_count + s.likes, 0) AS likes,
           greatest(p.dislike_count + s.dislikes, 0) AS dislikes
      FROM sums s JOIN posts p ON p.id = s.post_id
  )
  UPDATE posts p
     SET like_count = n.likes,
         dislike_count = n.dislikes,
         hot_score = hot_score(n.likes, p.created_at),
         best_at = CASE
           WHEN p.best_at IS NULL AND best_likes IS NOT NULL AND n.likes >= best_likes
                AND n.likes - n.dislikes >= best_likes THEN now()
           ELSE p.best_at END
    FROM next n
   WHERE p.id = n.post_id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END $$;

CREATE FUNCTION fold_post_reactions_of(target bigint, best_likes integer) RETURNS boolean
LANGUAGE plpgsql AS $$
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
  ), next AS (
    SELECT greatest(p.like_count + s.likes, 0) AS likes,
           greatest(p.dislike_count + s.dislikes, 0) AS dislikes
      FROM sums s, posts p
     WHERE p.id = target AND s.likes IS NOT NULL
  )
  UPDATE posts p
     SET like_count = n.likes,
         dislike_count = n.dislikes,
         hot_score = hot_score(n.likes, p.created_at),
         best_at = CASE
           WHEN p.best_at IS NULL AND best_likes IS NOT NULL AND n.likes >= best_likes
                AND n.likes - n.dislikes >= best_likes THEN now()
           ELSE p.best_at END
    FROM next n
   WHERE p.id = target;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed > 0;
END $$;
