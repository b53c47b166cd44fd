import { lazyWithPreload } from '../../../lib/lazy-with-preload';

/**
 * The operator action dialog, downloaded with Radix's dialog code on first use instead of with
 * /admin; the tabs that open it call `preload()` when a pointer or focus reaches them.
 */
export const LazyActionDialog = lazyWithPreload(() =>
  import('./action-dialog').then((module) => module.ActionDialog),
);
