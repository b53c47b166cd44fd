import type { SearchResult } from '@myeolgong/contract/search';
import type { PostListRow } from '../posts/posts.repository';
import { presentPost, withViewerState } from '../posts/posts.presenter';
import { snippetOf } from './snippet';

/** A found post as the wire shows it: the post summary, the viewer's state and the snippet. */
export function presentSearchResult(
  row: PostListRow,
  terms: readonly string[],
  state: { liked: boolean; saved: boolean; disliked: boolean },
): SearchResult {
  const post = withViewerState(presentPost(row), state.liked, state.saved, state.disliked);
  return { ...post, snippet: snippetOf(row.content, terms) };
}
