import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';

export const Tabs = RadixTabs.Root;
export const TabsContent = RadixTabs.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={clsx('flex gap-1 overflow-x-auto border-b border-line', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={clsx(
        '-mb-px h-10 shrink-0 border-b-2 border-transparent px-3 text-sm font-medium text-fg-muted hover:text-fg',
        'data-[state=active]:border-brand data-[state=active]:text-fg',
        className,
      )}
      {...props}
    />
  );
}
