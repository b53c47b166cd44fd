import { createHash, randomBytes } from 'node:crypto';
import type { Post } from '@myeolgong/contract/posts';
import { withViewerState } from './posts.presenter';

/**
 * Everyone's answer as JSON text cut at each post's member-dependent fields (`likeStatus`,
 * `userHasliked`, `saved`; `withViewerState`), so that a member's answer is the pieces joined with
 * their marks instead of the page copied and serialised again on every request (decision 015's
 * addendum). `render` gives exactly `JSON.stringify` of the posts with `withViewerState` applied.
 */
export interface MarksTemplate {
  /** The posts' ids, in the order `posts` gave them. */
  ids: number[];
  /** The text between the marks: one more than `slots`. */
  pieces: string[];
  /** Which post and field each gap between two pieces is (0 likeStatus, 1 userHasliked, 2 saved). */
  slots: { post: number; field: 0 | 1 | 2 }[];
  /** A digest of the pieces and slots: with the marks, the validator of an answer (`etagOfMarks`). */
  digest: string;
}

/** The marks of one member: the ids of the posts they like, saved and dislike. */
export interface Marks {
  liked: ReadonlySet<number>;
  saved: ReadonlySet<number>;
  disliked: ReadonlySet<number>;
}

// A random word per process, in no post (a string value equal to a marker would make the count
// of slots come out wrong, and the template is then not used).
const NONCE = `mk${randomBytes(9).toString('hex')}_`;
const MARKER = new RegExp(`"${NONCE}(\\d+)_([012])"`, 'g');
const marker = (post: number, field: number) => `${NONCE}${post}_${field}`;

/**
 * The template of `value`, whose posts are `posts`; `rebuild` puts posts in their place (a copy of
 * the page with these as its content). Null when the text cannot be cut unambiguously.
 */
export function marksTemplate<T extends Post>(
  posts: readonly T[],
  rebuild: (posts: T[]) => unknown,
): MarksTemplate | null {
  const marked = posts.map((post, i) => ({
    ...post,
    likeStatus: marker(i, 0) as unknown as Post['likeStatus'],
    userHasliked: marker(i, 1) as unknown as boolean,
    saved: marker(i, 2) as unknown as boolean,
  }));
  const text = JSON.stringify(rebuild(marked));
  const pieces: string[] = [];
  const slots: MarksTemplate['slots'] = [];
  const seen = new Set<string>();
  let from = 0;
  for (const match of text.matchAll(MARKER)) {
    const post = Number(match[1]);
    const field = Number(match[2]) as 0 | 1 | 2;
    const key = `${post}_${field}`;
    if (post >= posts.length || seen.has(key)) return null;
    seen.add(key);
    pieces.push(text.slice(from, match.index));
    slots.push({ post, field });
    from = match.index + match[0].length;
  }
  if (slots.length !== posts.length * 3) return null;
  pieces.push(text.slice(from));
  const hash = createHash('sha1');
  for (const piece of pieces) hash.update(piece).update('\u0000');
  hash.update(JSON.stringify(slots));
  return { ids: posts.map((post) => post.id), pieces, slots, digest: hash.digest('base64url') };
}

/** The member's answer: `JSON.stringify` of the posts with `withViewerState` and `marks`. */
export function renderMarks(template: MarksTemplate, marks: Marks): string {
  const { ids, pieces, slots } = template;
  let out = pieces[0]!;
  for (let i = 0; i < slots.length; i += 1) {
    const { post, field } = slots[i]!;
    const id = ids[post]!;
    const liked = marks.liked.has(id);
    if (field === 0) out += liked ? '1' : marks.disliked.has(id) ? '-1' : '0';
    else if (field === 1) out += liked ? 'true' : 'false';
    else out += marks.saved.has(id) ? 'true' : 'false';
    out += pieces[i + 1]!;
  }
  return out;
}

/**
 * The weak ETag of `renderMarks(template, marks)` without hashing its text: the template's digest
 * and the marks of its posts determine that text (the same shape as `etagOf`'s).
 */
export function etagOfMarks(template: MarksTemplate, marks: Marks): string {
  let signature = template.digest;
  for (const id of template.ids) {
    signature += `${marks.liked.has(id) ? 1 : 0}${marks.saved.has(id) ? 1 : 0}${marks.disliked.has(id) ? 1 : 0}`;
  }
  return `W/"${createHash('sha1').update(signature).digest('base64url').slice(0, 22)}"`;
}

/** What `renderMarks` stands for, the slow way (tests compare the two). */
export function applyMarks<T extends Post>(posts: readonly T[], marks: Marks): T[] {
  return posts.map((post) =>
    withViewerState(
      post,
      marks.liked.has(post.id),
      marks.saved.has(post.id),
      marks.disliked.has(post.id),
    ),
  );
}
