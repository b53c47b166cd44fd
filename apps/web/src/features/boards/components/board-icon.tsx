import { clsx } from 'clsx';
import { useState } from 'react';

interface BoardIconProps {
  name: string;
  displayName: string;
  iconUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = {
  sm: 'size-6 rounded-md text-xs',
  md: 'size-10 rounded-lg text-sm',
  lg: 'size-14 rounded-xl text-lg',
};
const pixels = { sm: 24, md: 40, lg: 56 };

/** The board's icon, or its first letter when there is none or it fails to load. */
export function BoardIcon({ name, displayName, iconUrl, size = 'md' }: BoardIconProps) {
  const [failed, setFailed] = useState(false);
  const src = iconUrl ?? `/board-icons/${name}.svg`;
  if (failed) {
    return (
      <span
        aria-hidden="true"
        className={clsx(
          'inline-flex shrink-0 items-center justify-center bg-brand-soft font-bold text-brand',
          sizes[size],
        )}
      >
        {displayName.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={pixels[size]}
      height={pixels[size]}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx('shrink-0 object-cover', sizes[size])}
    />
  );
}
