import type { Paged } from '@myeolgong/contract/paging';

export interface PageRequest {
  page: number;
  size: number;
}

export const offsetOf = ({ page, size }: PageRequest) => page * size;

/** The paged-list shape of SPEC.md §3 from one page of rows and the total count. */
export function toPaged<T>(content: T[], total: number, { page, size }: PageRequest): Paged<T> {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    totalElements: total,
    last: page >= totalPages - 1,
    number: page,
    size,
    totalPages,
    empty: content.length === 0,
  };
}
