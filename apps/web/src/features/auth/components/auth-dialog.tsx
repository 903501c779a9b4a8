import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterDone } from './register-done';
import { RegisterForm, type Registered } from './register-form';

const COPY = {
  login: {
    title: 'Meu Oráculo',
    description: 'Entre para guardar suas jornadas e voltar ao seu Santuário Pessoal.',
    switchText: 'Ainda não tem conta?',
    switchAction: 'Criar conta',
  },
  register: {
    title: 'Iniciar Jornada',
    description: 'Crie sua conta para salvar relatórios, analisar conexões e desbloquear conquistas.',
    switchText: 'Já tem uma conta?',
    switchAction: 'Entrar',
  },
  forgot: {
    title: 'Esqueci minha senha',
    description:
      'Acontece com todo mundo. Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
    switchText: 'Lembrou a senha?',
    switchAction: 'Entrar',
  },
} as const;

type Mode = keyof typeof COPY;

/** Said above the login form after a 401 on a request that carried a session (issue #31). */
export const SESSION_ENDED_TITLE = 'Sua sessão terminou.';
export const SESSION_ENDED_TEXT =
  'Isso acontece quando a senha é trocada ou quando alguém usa “Sair de todos os dispositivos”. Entre de novo para continuar.';
const SWITCH_TO: Record<Mode, Mode> = { login: 'register', register: 'login', forgot: 'login' };

export function AuthDialog({ mode }: { mode: Mode }) {
  const open = useAuthModal((s) => s.open);
  const close = useAuthModal((s) => s.close);
  const notice = useAuthModal((s) => s.notice);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Shared by the forms, so the e-mail typed at registration is already there to log in, and the one
  // typed at login is already there to ask for a new password.
  const [email, setEmail] = useState('');
  /** Set once the account exists: the register form gives way to what happens next. */
  const [registered, setRegistered] = useState<Registered | null>(null);
  const copy = COPY[mode];
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Switching modes swaps the form: focus its first field, not the switch link.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    bodyRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode, registered]);

  const onLoggedIn = () => {
    close();
    // /login exists only to open this modal (domain.md §6); once in, the landing page is the place.
    if (pathname === '/login') navigate('/', { replace: true });
  };

  return (
    <Dialog
      open
      onClose={close}
      title={registered && mode === 'register' ? 'Conta criada' : copy.title}
      description={
        registered && mode === 'register' ? 'Falta só um passo: confirmar o seu e-mail.' : copy.description
      }
      className="max-w-md"
    >
      <div ref={bodyRef}>
        {mode === 'login' && notice === 'session-ended' && (
          <div
            role="status"
            className="mb-5 flex items-start gap-3 rounded-xl border border-gold/35 bg-gold/10 px-4 py-3 text-sm text-text"
          >
            <Clock className="mt-0.5 h-4 w-4 shrink-0 text-soft-gold" aria-hidden="true" />
            <p>
              <strong className="font-semibold text-soft-gold">{SESSION_ENDED_TITLE}</strong>{' '}
              {SESSION_ENDED_TEXT}
            </p>
          </div>
        )}
        {mode === 'login' ? (
          <LoginForm
            email={email}
            onEmailChange={setEmail}
            onSuccess={onLoggedIn}
            onForgotPassword={() => open('forgot')}
          />
        ) : mode === 'forgot' ? (
          <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => open('login')} />
        ) : registered ? (
          <RegisterDone
            registered={registered}
            onContinue={() => {
              setRegistered(null);
              open('login');
            }}
          />
        ) : (
          <RegisterForm email={email} onEmailChange={setEmail} onRegistered={setRegistered} />
        )}
        {!(mode === 'register' && registered) && (
          <p className="mt-6 text-center text-sm text-muted">
            {copy.switchText}{' '}
            <button
              type="button"
              onClick={() => open(SWITCH_TO[mode])}
              className="inline-flex min-h-11 items-center rounded-md px-1 font-medium text-soft-gold underline decoration-gold/50 underline-offset-4 hover:decoration-soft-gold"
            >
              {copy.switchAction}
            </button>
          </p>
        )}
      </div>
    </Dialog>
  );
}
