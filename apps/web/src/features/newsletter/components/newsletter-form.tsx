import { Check, LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { NEWSLETTER_RESET_MS } from '../../../config/constants';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useSubscribe } from '../api/subscribe';

type Status = 'idle' | 'sending' | 'success' | 'error';

const SUCCESS_MESSAGE = 'Inscrição confirmada! Fique de olho na sua caixa de entrada.';
/** Issue #31: the address still waits for its double opt-in link, and the reader must know it. */
const LINK_SENT_MESSAGE = 'Enviamos um link de confirmação: abra-o para começar a receber.';
const FAILURE_MESSAGE = 'Não foi possível completar a inscrição.';
const UNKNOWN_FAILURE_MESSAGE = 'Ocorreu um erro. Tente novamente.';

/** The footer's weekly-letter signup (product.md §4: idle → sending → success | error → idle). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [linkSent, setLinkSent] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);
  const { mutateAsync } = useSubscribe();

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const settle = (next: 'success' | 'error', text: string) => {
    setStatus(next);
    setMessage(text);
    if (next === 'error') setLinkSent(false);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => {
      setStatus('idle');
      setMessage('');
      setLinkSent(false);
    }, NEWSLETTER_RESET_MS);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = email.trim();
    if (!value || status === 'sending' || status === 'success') return;
    setStatus('sending');
    setMessage('');
    try {
      const data = await mutateAsync({ email: value, source: 'footer' });
      setEmail('');
      // An answer without the flag (an older server) is taken as pending: saying so costs nothing.
      setLinkSent(data?.needsConfirmation !== false);
      settle('success', SUCCESS_MESSAGE);
    } catch (error) {
      settle('error', isApiError(error) ? errorMessage(error, FAILURE_MESSAGE) : UNKNOWN_FAILURE_MESSAGE);
    }
  };

  const locked = status === 'sending' || status === 'success';

  return (
    <form onSubmit={onSubmit} className="mt-4" aria-busy={status === 'sending'}>
      <label htmlFor="newsletter-email" className="sr-only">
        Seu e-mail para receber a carta semanal do céu
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="seu@email.com"
          value={email}
          disabled={locked}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby="newsletter-status"
          className={`${inputClasses(status === 'error')} sm:flex-1`}
        />
        <button type="submit" disabled={locked} className={buttonClasses('primary', 'min-h-12 sm:px-6')}>
          {status === 'sending' ? (
            <>
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              Enviando...
            </>
          ) : status === 'success' ? (
            <>
              <Check className="h-4 w-4" aria-hidden="true" />
              Inscrito
            </>
          ) : (
            <>
              <Send className="h-4 w-4" aria-hidden="true" />
              Quero receber
            </>
          )}
        </button>
      </div>
      <p
        id="newsletter-status"
        role="status"
        className={`mt-2 min-h-5 text-sm ${status === 'error' ? 'text-danger' : 'text-teal'}`}
      >
        {message}
        {status === 'success' && linkSent && (
          <span className="block text-soft-gold">{LINK_SENT_MESSAGE}</span>
        )}
      </p>
    </form>
  );
}
