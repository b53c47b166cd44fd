-- Search (issue #19, docs/decisions/032-search-triples.md): posts' search tokens now hold every
-- run of three letters inside a word besides the letters and pairs, and the mark '#3' that no
-- query token can be (lib/search-tokens.ts TRIPLES_MARK). The posts written before this
-- migration lack the mark: the search backfill (modules/search/search-backfill.ts) rewrites their
-- tokens a batch at a time, finding them through this index, and searches ask the index for
-- pairs only until it is empty. The version is read from the tokens themselves, so a post
-- written or edited by an instance of the code before this migration (a rolling deploy) lands
-- here again instead of passing for rewritten.
CREATE INDEX posts_search_pairs_only_idx ON posts (id)
  WHERE NOT (search_tokens @> ARRAY['#3']::text[]);
