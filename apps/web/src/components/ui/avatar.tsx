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
  return (
    <span aria-hidden="true" className={frame}>
      {initial ?? <UserRound className="size-[55%]" />}
    </span>
  );
}
