import { Heart, LockKeyhole, Moon, Sparkles, Sun } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAuthModal } from '../../../lib/auth-modal-store';

const PROMISES = [
  { Icon: Sun, text: 'Sol, Lua, Vênus e Marte lidos lado a lado' },
  { Icon: Sparkles, text: 'O encontro dos seus arcanos pessoais' },
  { Icon: Heart, text: 'Um índice de harmonia explicado ponto a ponto' },
];

/** What an anonymous visitor sees at /sinastria: an invitation to become a member (product.md §2). */
export function SynastryGate() {
  const openAuth = useAuthModal((s) => s.open);
  return (
    <section className="glass relative mx-auto mt-6 max-w-2xl overflow-hidden px-6 py-10 text-center animate-fade-in sm:px-12 sm:py-14">
      <div
        className="pointer-events-none absolute -top-24 left-1/2 h-56 w-56 -translate-x-1/2 rounded-full bg-gold/15 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid h-16 w-16 place-items-center rounded-full border border-gold/40 bg-violet/70 text-soft-gold shadow-[0_0_40px_-10px_rgba(212,175,55,0.7)]">
        <LockKeyhole className="h-7 w-7" aria-hidden="true" />
        <Moon className="absolute -right-1 -top-1 h-5 w-5 text-teal" aria-hidden="true" />
      </div>
      <p className="relative mt-6 text-xs font-semibold uppercase tracking-[0.25em] text-teal">Sinastria</p>
      <h1 className="gold-text relative mt-2 text-3xl leading-tight sm:text-4xl">
        Portal Exclusivo para Membros
      </h1>
      <p className="relative mx-auto mt-4 max-w-md text-base leading-relaxed text-text/90">
        A sinastria compara dois mapas para mostrar onde as energias se encontram e onde pedem cuidado. Crie
        sua conta gratuita para atravessar o portal.
      </p>
      <ul className="relative mx-auto mt-8 grid max-w-md gap-3 text-left">
        {PROMISES.map(({ Icon, text }) => (
          <li
            key={text}
            className="flex items-center gap-3 rounded-xl border border-gold/10 bg-night/40 px-4 py-3"
          >
            <Icon className="h-5 w-5 shrink-0 text-soft-gold" aria-hidden="true" />
            <span className="text-sm text-text">{text}</span>
          </li>
        ))}
      </ul>
      <div className="relative mt-8 flex flex-col items-center gap-3">
        <Button onClick={() => openAuth('register')} className="w-full max-w-xs text-base">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Iniciar Revelação
        </Button>
        <Button variant="ghost" onClick={() => openAuth('login')} className="text-muted">
          Já sou membro: entrar
        </Button>
      </div>
      <p className="relative mt-6 text-xs text-muted">Análise completa em menos de 30 segundos</p>
    </section>
  );
}
