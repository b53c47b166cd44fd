import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import { useState } from 'react';

interface AvatarProps {
  /** The name whose first letter stands in when there is no picture. */
  name: string | null;
  imageUrl: string | null | undefined;
  /** Pixel size of the square. */
  size: number;
  className?: string;
}

/** A member's picture, or the first letter of their name on the brand tint. Decorative: the name is always shown or spoken nearby. */
export function Avatar({ name, imageUrl, size, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = name ? [...name.trim()][0]?.toUpperCase() : undefined;
  const frame = clsx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-soft font-bold text-brand select-none',
    className,
  );

  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={size}
        height={size}
        onError={() => setFailedUrl(imageUrl)}
        className={clsx(frame, 'object-cover')}
      />
    );
  }
  // The letter is drawn by CSS, not written as text: inside a labelled control (the account menu,
  // an author link) text would have to appear in the control's accessible name (WCAG 2.5.3).
  return initial ? (
    <span
      aria-hidden="true"
      data-initial={initial}
      className={clsx(frame, 'before:content-[attr(data-initial)]')}
    />
  ) : (
    <span aria-hidden="true" className={frame}>
      <UserRound className="size-[55%]" />
    </span>
  );
}
