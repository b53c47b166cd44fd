import { type ComponentProps, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import type { CommentForm as LoadedCommentForm } from './comment-form';

/**
 * The comment box's code (the textarea with @-mention and `$종목` suggestions, 3 KB gzip) loads
 * when a member first writes, replies or edits, or points at the comments, not with every post: a
 * visitor, as on every first visit, only ever sees the 로그인 prompt (docs/performance.md 'Issue
 * 23, tenth session').
 */
const LazyCommentForm = lazyWithPreload(() =>
  import('./comment-form').then((module) => module.CommentForm),
);

export const preloadCommentForm = LazyCommentForm.preload;

/** The comment form, with a box of about its height while its code arrives. */
export function CommentForm(props: ComponentProps<typeof LoadedCommentForm>) {
  return (
    <Suspense fallback={<Skeleton className="h-24 w-full rounded-lg" />}>
      <LazyCommentForm {...props} />
    </Suspense>
  );
}
