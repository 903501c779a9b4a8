import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

/** The look of every text input, shared so custom inputs (such as the place combobox) match. */
export function inputClasses(invalid = false): string {
  return [
    'block min-h-12 w-full rounded-xl border bg-night/60 px-4 py-3 text-base text-text shadow-inner',
    'placeholder:text-muted/80 transition duration-200 ease-out',
    'focus:outline-none focus-visible:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:opacity-60',
    invalid
      ? 'border-danger/70 focus:border-danger focus:ring-danger/30'
      : 'border-gold/25 hover:border-gold/45 focus:border-gold/80 focus:ring-gold/25',
  ].join(' ');
}

export const fieldErrorId = (id: string) => `${id}-erro`;
export const fieldHintId = (id: string) => `${id}-dica`;

/** The ids an input should point at with aria-describedby. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-soft-gold">
      {children}
    </label>
  );
}

export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && !error && (
        <p id={fieldHintId(id)} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="mt-1.5 text-sm text-danger animate-fade-in">
          {error}
        </p>
      )}
    </>
  );
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes of the wrapper (grid placement, margins). */
  className?: string;
}

/** A labelled input with its hint and error text wired to it for screen readers. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { id, label, error, hint, className = '', ...inputProps },
  ref,
) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses(Boolean(error))}
        {...inputProps}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
});
