import { clsx } from 'clsx';

interface SegmentedProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A row of pill buttons of which one is pressed: sort orders, time ranges. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedProps<T>) {
  return (
    <div role="group" aria-label={label} className={clsx('flex flex-wrap gap-2', className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'h-8 rounded-full border px-3.5 text-sm font-medium transition-colors',
            option.value === value
              ? 'border-fg bg-fg text-canvas'
              : 'border-line bg-surface text-fg-muted hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
