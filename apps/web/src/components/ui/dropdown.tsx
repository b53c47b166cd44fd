import { clsx } from 'clsx';
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';

/** Closes the panel; `true` puts focus back on the menu's button (for items that open dialogs). */
const CloseContext = createContext<(restoreFocus?: boolean) => void>(() => {});

interface DropdownProps {
  /** The trigger's accessible name. */
  label: string;
  trigger: ReactNode;
  triggerClassName: string | ((open: boolean) => string);
  side?: 'top' | 'bottom';
  align?: 'start' | 'center' | 'end';
  className?: string;
  children: ReactNode;
}

const ITEM = '[data-dropdown-item]';

/**
 * A button that shows a short list of links and actions: the WAI disclosure pattern, with arrow
 * keys between items, Escape and outside clicks closing it. Light enough for the first download.
 */
export function Dropdown({
  label,
  trigger,
  triggerClassName,
  side = 'bottom',
  align = 'end',
  className,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  const close = (restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    if (
      event.key !== 'ArrowDown' &&
      event.key !== 'ArrowUp' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    event.preventDefault();
    if (!open) setOpen(true);
    // The panel renders on open, so focus moves once it exists.
    requestAnimationFrame(() => {
      const list = items();
      if (list.length === 0) return;
      const current = list.indexOf(document.activeElement as HTMLElement);
      const last = list.length - 1;
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : event.key === 'ArrowDown'
              ? current < 0
                ? 0
                : Math.min(last, current + 1)
              : current <= 0
                ? 0
                : current - 1;
      list[next]?.focus();
    });
  };

  return (
    <div
      ref={rootRef}
      className={clsx('relative', className)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className={
          typeof triggerClassName === 'function' ? triggerClassName(open) : triggerClassName
        }
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={clsx(
          'absolute z-50 min-w-48 rounded-xl border border-line bg-surface p-1 text-sm text-fg shadow-lg',
          side === 'bottom' ? 'top-[calc(100%+0.375rem)]' : 'bottom-[calc(100%+0.5rem)]',
          align === 'end' && 'right-0',
          align === 'start' && 'left-0',
          align === 'center' && 'left-1/2 -translate-x-1/2',
        )}
      >
        <CloseContext value={close}>{children}</CloseContext>
      </div>
    </div>
  );
}

const itemClass =
  'flex h-10 w-full items-center gap-2.5 rounded-lg px-3 text-left hover:bg-surface-muted focus-visible:bg-surface-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-fg-muted';

export function DropdownLink({ to, children }: { to: string; children: ReactNode }) {
  const close = useContext(CloseContext);
  return (
    <Link to={to} data-dropdown-item="" onClick={() => close()} className={itemClass}>
      {children}
    </Link>
  );
}

export function DropdownButton({
  onSelect,
  children,
}: {
  onSelect: () => void;
  children: ReactNode;
}) {
  const close = useContext(CloseContext);
  return (
    <button
      type="button"
      data-dropdown-item=""
      onClick={() => {
        // The item is about to be hidden: focus goes back to the menu's button, so a dialog the
        // item opens returns there when it closes.
        close(true);
        onSelect();
      }}
      className={itemClass}
    >
      {children}
    </button>
  );
}

export function DropdownSeparator() {
  return <div role="separator" className="my-1 h-px bg-line" />;
}
