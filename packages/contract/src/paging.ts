import { z } from 'zod';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** `page` is 0-based; `size` defaults to 20 and is capped at 100 (larger values are clamped). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    // Larger values are clamped to 100 rather than refused; the document states the limit.
    .meta({ maximum: MAX_PAGE_SIZE })
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** The paged-list shape of SPEC.md §3. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    last: z.boolean(),
    /** The 0-based page number. */
    number: z.number().int(),
    size: z.number().int(),
    totalPages: z.number().int(),
    empty: z.boolean(),
  });
}

export interface Paged<T> {
  content: T[];
  totalElements: number;
  last: boolean;
  number: number;
  size: number;
  totalPages: number;
  empty: boolean;
}
