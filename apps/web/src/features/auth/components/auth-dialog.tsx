import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

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
} as const;

export function AuthDialog({ mode }: { mode: 'login' | 'register' }) {
  const open = useAuthModal((s) => s.open);
  const close = useAuthModal((s) => s.close);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Shared by both forms, so the e-mail typed at registration is already there to log in.
  const [email, setEmail] = useState('');
  const copy = COPY[mode];
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Switching between login and register swaps the form: focus its first field, not the switch link.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    bodyRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode]);

  const onLoggedIn = () => {
    close();
    // /login exists only to open this modal (domain.md §6); once in, the landing page is the place.
    if (pathname === '/login') navigate('/', { replace: true });
  };

  return (
    <Dialog open onClose={close} title={copy.title} description={copy.description} className="max-w-md">
      <div ref={bodyRef}>
        {mode === 'login' ? (
          <LoginForm email={email} onEmailChange={setEmail} onSuccess={onLoggedIn} />
        ) : (
          <RegisterForm email={email} onEmailChange={setEmail} onSuccess={() => open('login')} />
        )}
        <p className="mt-6 text-center text-sm text-muted">
          {copy.switchText}{' '}
          <button
            type="button"
            onClick={() => open(mode === 'login' ? 'register' : 'login')}
            className="inline-flex min-h-11 items-center rounded-md px-1 font-medium text-soft-gold underline decoration-gold/50 underline-offset-4 hover:decoration-soft-gold"
          >
            {copy.switchAction}
          </button>
        </p>
      </div>
    </Dialog>
  );
}
