import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import * as ko from '../../lib/i18n/ko';
import { useTheme } from '../../lib/theme';

/** A labelled switch, so screen readers hear whether dark mode is on. */
export function ThemeToggle({ className }: { className?: string }) {
  const { dark, toggle } = useTheme();
  const Icon = dark ? Moon : Sun;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={toggle}
      className={clsx(
        'flex w-full items-center gap-3 rounded-lg px-3 text-sm hover:bg-surface-muted',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4.5 text-fg-muted" />
      <span className="flex-1 text-left">{ko.shell.darkMode}</span>
      <span
        aria-hidden="true"
        className={clsx(
          'relative h-5 w-9 rounded-full transition-colors',
          dark ? 'bg-brand' : 'bg-fg-muted/40',
        )}
      >
        <span
          className={clsx(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform',
            dark && 'translate-x-4',
          )}
        />
      </span>
    </button>
  );
}
