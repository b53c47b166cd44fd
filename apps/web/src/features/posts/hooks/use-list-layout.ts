import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readLocal, storageKeys, writeLocal } from '../../../lib/storage-keys';

/** How a board lists its posts: cards (the default, infinite scroll) or a numbered table. */
export type ListLayout = 'cards' | 'table';

function storedLayout(): ListLayout {
  return readLocal(storageKeys.postListLayout) === 'table' ? 'table' : 'cards';
}

/** The reader's choice of list layout, remembered on this device (localStorage). */
export function useListLayout(): [ListLayout, (layout: ListLayout) => void] {
  const [layout, setLayout] = useState<ListLayout>(storedLayout);
  const change = (next: ListLayout) => {
    writeLocal(storageKeys.postListLayout, next === 'table' ? 'table' : null);
    setLayout(next);
  };
  return [layout, change];
}

/** The table view's page, 1-based in the address (?page=3), 0-based for the API. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw - 1 : 0;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 0) updated.delete('page');
      else updated.set('page', String(next + 1));
      return updated;
    });
  return [page, setPage];
}
