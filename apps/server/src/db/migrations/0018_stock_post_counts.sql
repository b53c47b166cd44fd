-- How many posts mention each stock (issue 27; the total of GET /api/stock/{code}/posts): one row
-- per stock kept by statement triggers on post_stocks, so a signed-in reader's page (uncached)
-- no longer counts the stock's index: 62,000 rows of 삼성전자 at 1,000,000 posts took 30–80 ms
-- and held the call at 0.02× /healthz. The readers' hidden and blocked posts are still taken
-- away per request (a few rows; stock-talk.repository.ts).
CREATE TABLE stock_post_counts (
  stock_code text PRIMARY KEY,
  posts      integer NOT NULL DEFAULT 0 CHECK (posts >= 0)
);

INSERT INTO stock_post_counts (stock_code, posts)
  SELECT stock_code, count(*) FROM post_stocks GROUP BY stock_code;

-- Counters in stock-code order, so two writes touching the same stocks lock them in one order.
CREATE FUNCTION count_stock_posts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT stock_code, count(*) AS n FROM new_rows GROUP BY stock_code ORDER BY stock_code LOOP
      INSERT INTO stock_post_counts AS c (stock_code, posts) VALUES (r.stock_code, r.n)
        ON CONFLICT (stock_code) DO UPDATE SET posts = c.posts + EXCLUDED.posts;
    END LOOP;
  ELSE
    FOR r IN SELECT stock_code, count(*) AS n FROM old_rows GROUP BY stock_code ORDER BY stock_code LOOP
      UPDATE stock_post_counts SET posts = greatest(posts - r.n, 0) WHERE stock_code = r.stock_code;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER post_stocks_count_insert AFTER INSERT ON post_stocks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_stock_posts();
CREATE TRIGGER post_stocks_count_delete AFTER DELETE ON post_stocks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_stock_posts();
