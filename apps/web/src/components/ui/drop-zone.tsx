import { clsx } from 'clsx';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { Button } from './button';

interface DropZoneProps {
  /** A decorative icon (aria-hidden), sized by the caller. */
  icon: ReactNode;
  /** What to drop here, e.g. 이미지를 끌어다 놓거나 선택하세요. */
  prompt: string;
  /** The picker button's text. */
  chooseLabel: string;
  /** The accessible name of the hidden file input behind the button. */
  inputLabel: string;
  accept: string;
  multiple?: boolean;
  /**
   * Disables the picker button only: a drop still reaches `onFiles`, so the caller can say why it
   * takes no more files.
   */
  disabled?: boolean;
  /** Red border: the last pick was refused or the field has an error. */
  invalid?: boolean;
  /** When the zone is a form field's control, its button carries the field's id and state. */
  field?: { id: string; describedBy: string; invalid: boolean };
  /** Called with the dropped or picked files, never with none. */
  onFiles: (files: File[]) => void;
  /** Shown below the button, e.g. a size hint. */
  children?: ReactNode;
}

/**
 * A dashed area that takes files dropped on it, with a button that opens the file picker for
 * keyboard, touch and screen-reader users (the input itself stays out of the tab order).
 */
export function DropZone({
  icon,
  prompt,
  chooseLabel,
  inputLabel,
  accept,
  multiple = false,
  disabled = false,
  invalid = false,
  field,
  onFiles,
  children,
}: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (files: File[]) => {
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      className={clsx(
        'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        dragging ? 'border-brand bg-brand-soft' : 'border-line bg-surface-muted/40',
        invalid && 'border-danger/60',
      )}
    >
      {icon}
      <p className="text-sm text-fg-muted">{prompt}</p>
      <Button
        id={field?.id}
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        aria-describedby={field?.describedBy}
        aria-invalid={field?.invalid || undefined}
      >
        {chooseLabel}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          // Cleared so that picking the same file again after removing it fires a change.
          event.target.value = '';
          take(picked);
        }}
      />
      {children}
    </div>
  );
}
