-- 개념글 decided in one place (issue 43): whether a post's counts make it 개념글 was written three
-- times, in TypeScript for a like request and for the trailing exact count, and twice inside the
-- folds of 0021. `meets_best` is the rule now: likes at least `best_likes` (BEST_LIKES) and ahead
-- of the dislikes by as many; a null threshold promotes nothing. The folds call it, and so does
-- every statement of the server that answers counts a post may be promoted at
-- (modules/posts/posts.reactions.ts). A plain SQL expression, IMMUTABLE: the planner inlines it
-- into the statements that use it, so it costs nothing over the expression written out, and a
-- condition on stored columns can still use an index (bench/conventions.ts).

CREATE FUNCTION meets_best(likes integer, dislikes integer, best_likes integer) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT best_likes IS NOT NULL AND likes >= best_likes AND likes - dislikes >= best_likes
$$;

-- The folds of 0021, unchanged but for the rule they promote by.
CREATE OR REPLACE FUNCTION fold_post_reactions(best_likes integer) RETURNS integer
LANGUAGE plpgsql AS $$
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
           WHEN p.best_at IS NULL AND meets_best(n.likes, n.dislikes, best_likes) THEN now()
           ELSE p.best_at END
    FROM next n
   WHERE p.id = n.post_id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END $$;

CREATE OR REPLACE FUNCTION fold_post_reactions_of(target bigint, best_likes integer) RETURNS boolean
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
           WHEN p.best_at IS NULL AND meets_best(n.likes, n.dislikes, best_likes) THEN now()
           ELSE p.best_at END
    FROM next n
   WHERE p.id = target;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed > 0;
END $$;
