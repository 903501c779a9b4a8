// The pieces the login, register and forgot-password forms share: the e-mail field they hand to each other,
// the error line, the submit button with its busy state, and the submit that turns a failure into words.
import { AlertCircle, LoaderCircle } from 'lucide-react';
import { forwardRef, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { fieldProblems } from '../lib/field-checks';

export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

/** The e-mail, kept by the modal so it follows the person from one form to the next. */
export const EmailField = forwardRef<
  HTMLInputElement,
  {
    id: string;
    label?: string;
    email: string;
    onEmailChange: (email: string) => void;
    /** Marks the field the modal focuses when it opens. */
    autoFocus?: boolean;
    error?: string;
  }
>(function EmailField({ id, label = 'E-mail', email, onEmailChange, autoFocus, error }, ref) {
  return (
    <FormField
      ref={ref}
      id={id}
      label={label}
      type="email"
      name="email"
      required
      error={error}
      autoComplete="email"
      value={email}
      onChange={(e) => onEmailChange(e.target.value)}
      data-autofocus={autoFocus || undefined}
    />
  );
});

/** The form's button: a spinner and the busy words while the request runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  icon,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** Shown when not busy. */
  icon?: ReactNode;
}) {
  return (
    <button type="submit" disabled={pending} className={buttonClasses('primary', 'mt-1 w-full')}>
      {pending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : icon}
      {pending ? pendingLabel : label}
    </button>
  );
}

/**
 * The form's own field checks (its form has `noValidate`): `check` marks every field that fails and focuses
 * the first, `onInput` clears a field's mark as it is edited.
 */
export function useFieldChecks() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const check = (form: HTMLFormElement): boolean => {
    const found = fieldProblems(form);
    setFieldErrors(found);
    const first = Object.keys(found)[0];
    if (first) form.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
    return first === undefined;
  };
  const onInput = (e: FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name;
    if (name && fieldErrors[name]) setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  return { fieldErrors, check, onInput };
}

/**
 * A submit that checks the fields, then shows what went wrong: `run` may return a message of its own; a
 * thrown failure reads as the server's words, or `fallback`.
 */
export function useSubmitWithError(run: () => Promise<string | void>, fallback: string) {
  const [error, setError] = useState('');
  const { fieldErrors, check, onInput } = useFieldChecks();
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError('');
    if (!check(e.currentTarget)) return;
    try {
      const message = await run();
      if (message) setError(message);
    } catch (failure) {
      setError(errorMessage(failure, fallback));
    }
  };
  return { error, onSubmit, fieldErrors, onInput };
}
