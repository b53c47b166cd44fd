import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import * as ko from '../../../lib/i18n/ko';

/** The top bar's post search: a trimmed, non-empty query opens /search and the box clears. */
export function SearchBox({ className }: { className?: string }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    void navigate(`/search?q=${encodeURIComponent(q)}`);
    setQuery('');
  };

  return (
    <form role="search" onSubmit={onSubmit} className={clsx('relative', className)}>
      <label htmlFor="site-search" className="sr-only">
        {ko.shell.searchLabel}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
      />
      <input
        id="site-search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={ko.shell.searchPlaceholder}
        className="h-9 w-full rounded-full border border-line bg-surface-muted pr-3 pl-9 text-sm text-fg placeholder:text-fg-muted focus:bg-surface"
      />
    </form>
  );
}
