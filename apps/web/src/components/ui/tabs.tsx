import { clsx } from 'clsx';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';

/*
 * The WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with the API and the
 * markup of Radix Tabs, which this replaces: Radix's tabs and the roving-focus code under them were
 * 9 KB gzip in the first download of every page with tabs, ours is about 1 KB. Horizontal tabs
 * with automatic activation: arrow keys (wrapping), Home and End move focus and select; only the
 * selected tab is in the Tab order; only the selected panel is mounted.
 */

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  /** The selected tab, when the parent keeps it. */
  value?: string;
  /** The tab selected first, when the tabs keep it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
}

export function Tabs({ value, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = keyMoves[event.key];
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)]!;
    next.focus();
    next.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={clsx('flex gap-1 overflow-x-auto border-b border-line', className)}
      onKeyDown={onListKeyDown}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, disabled, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      className={clsx(
        '-mb-px h-10 shrink-0 border-b-2 border-transparent px-3 text-sm font-medium text-fg-muted hover:text-fg',
        'data-[state=active]:border-brand data-[state=active]:text-fg',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
}

/** The selected tab's panel; the others are not rendered, so their content mounts on first view. */
export function TabsContent({ value, children, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      data-state="active"
      data-orientation="horizontal"
      {...props}
    >
      {children}
    </div>
  );
}
