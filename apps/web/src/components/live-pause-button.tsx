import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import * as ko from '../lib/i18n/ko';
import { setLivePaused, useLivePaused } from '../lib/live-updates';

/**
 * 정지 / 재생 for the live stock lists and prices (lib/live-updates.ts): a visible, labelled
 * toggle beside every list that updates by itself.
 */
export function LivePauseButton({ className }: { className?: string }) {
  const paused = useLivePaused();
  const client = useQueryClient();
  const first = useRef(true);
  // Polling intervals are read again only when a query changes: a quiet state update makes every
  // query's timers follow the switch now (also when another tab flipped it). Played again, what
  // is shown reloads at once.
  useEffect(() => {
    for (const query of client.getQueryCache().getAll()) query.setState({});
    if (first.current) first.current = false;
    else if (!paused)
      void client.invalidateQueries({
        type: 'active',
        refetchType: 'active',
        predicate: (q) => q.queryKey[0] === 'stocks' || q.queryKey[0] === 'ai',
      });
  }, [client, paused]);
  const Icon = paused ? Play : Pause;
  return (
    <button
      type="button"
      aria-label={paused ? ko.shell.livePlay : ko.shell.livePause}
      title={paused ? ko.shell.livePlay : ko.shell.livePause}
      onClick={() => setLivePaused(!paused)}
      data-testid="live-pause"
      data-paused={paused}
      className={clsx(
        'inline-flex h-7 items-center gap-1 rounded-md border border-line bg-surface px-2 text-xs font-medium text-fg-muted hover:text-fg focus-visible:text-fg',
        paused && 'border-brand text-brand',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {paused ? ko.shell.livePlayShort : ko.shell.livePauseShort}
    </button>
  );
}
