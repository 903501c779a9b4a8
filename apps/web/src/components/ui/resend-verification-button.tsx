import { LoaderCircle, MailPlus, RotateCw } from 'lucide-react';
import { resendStatus, useResendVerification } from '../../lib/resend-verification';
import { Button, type ButtonVariant } from './button';

/**
 * "Reenviar e-mail" for a signed-in person whose address is not confirmed yet: idle, sending, sent (the
 * server's message) or error, announced through a live region that is always in the DOM.
 */
export function ResendVerificationButton({
  variant = 'secondary',
  align = 'center',
  className = '',
  onAlreadyVerified,
}: {
  variant?: ButtonVariant;
  align?: 'center' | 'start' | 'end';
  /** Width and placement of the button and its message. */
  className?: string;
  /** The server answered that the address is already confirmed: refresh whatever showed it as pending. */
  onAlreadyVerified?: () => void;
}) {
  const resend = useResendVerification(onAlreadyVerified);
  const status = resendStatus(resend);
  const alignment =
    align === 'start' ? 'sm:items-start sm:text-left' : align === 'end' ? 'sm:items-end sm:text-right' : '';

  return (
    <div className={`flex flex-col items-stretch text-center ${alignment} ${className}`}>
      <Button
        variant={variant}
        onClick={() => resend.mutate()}
        disabled={status === 'sending'}
        className="whitespace-nowrap"
      >
        {status === 'sending' ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : status === 'sent' ? (
          <RotateCw className="h-4 w-4" aria-hidden="true" />
        ) : (
          <MailPlus className="h-4 w-4" aria-hidden="true" />
        )}
        {status === 'sending' ? 'Enviando...' : status === 'sent' ? 'Enviar outra vez' : 'Reenviar e-mail'}
      </Button>
      <p
        role="status"
        className={`mt-2 text-sm empty:mt-0 ${status === 'error' ? 'text-danger' : 'text-teal'}`}
      >
        {status === 'sent' ? resend.data : status === 'error' ? resend.error?.message : ''}
      </p>
    </div>
  );
}
