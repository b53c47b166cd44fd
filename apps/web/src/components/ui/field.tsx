import { clsx } from 'clsx';
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import * as ko from '../../lib/i18n/ko';

export const inputClass =
  'w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg placeholder:text-fg-muted/80 aria-[invalid=true]:border-danger';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shown at the end of the label row, e.g. a character counter. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The ids a control's aria-describedby should name: its error, else its hint. */
function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

function FieldFrame({ id, label, required, error, hint, aside, children }: FieldFrameProps) {
  const labelElement = (
    <label htmlFor={id} className="text-sm font-medium">
      {label}
      <span className="ml-1 text-xs font-normal text-fg-muted">
        {required ? ko.common.required : ko.common.optional}
      </span>
    </label>
  );
  return (
    <div className="flex flex-col gap-1.5">
      {aside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-fg-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  aside?: ReactNode;
};

export function TextField({
  id,
  label,
  error,
  hint,
  aside,
  required,
  className,
  ...props
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} aside={aside}>
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(inputClass, 'h-10', className)}
        {...props}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(inputClass, 'min-h-28 resize-y py-2', className)}
        {...props}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(inputClass, 'h-10 pr-8', className)}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
