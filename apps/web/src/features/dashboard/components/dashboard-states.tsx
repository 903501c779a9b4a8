import { Compass, RefreshCw, SatelliteDish, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function DashboardLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <span className="relative grid h-16 w-16 place-items-center">
        <span className="absolute inset-0 animate-spin rounded-full border-2 border-gold/20 border-t-soft-gold motion-reduce:animate-none" />
        <span className="h-2 w-2 rounded-full bg-soft-gold shadow-[0_0_16px_4px_rgba(243,217,139,0.6)]" />
      </span>
      <p className="font-serif text-lg text-soft-gold">Alinhando os cosmos...</p>
    </div>
  );
}

export function DashboardError({ message }: { message?: string }) {
  return (
    <section className="glass mx-auto mt-8 flex max-w-xl flex-col items-center gap-4 p-8 text-center animate-fade-in">
      <SatelliteDish className="h-12 w-12 text-soft-gold/80" aria-hidden="true" />
      <h1 className="gold-text text-2xl sm:text-3xl">Sinal Cósmico Interrompido</h1>
      <p role="alert" className="text-muted">
        {message || 'Não foi possível buscar seus relatórios.'}
      </p>
      <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary')}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Reconectar aos Cosmos
      </button>
    </section>
  );
}

/** No own birth in the profile yet (sky.md §2): an invitation to add it, or to try the landing form. */
export function SanctuaryAwaits({ onAddBirth }: { onAddBirth: () => void }) {
  return (
    <section className="glass relative overflow-hidden p-6 text-center animate-fade-in sm:p-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 h-56 w-56 -translate-x-1/2 rounded-full bg-gold/15 blur-3xl"
      />
      <Compass className="relative mx-auto h-12 w-12 text-soft-gold" aria-hidden="true" />
      <h2 className="relative mt-4 text-2xl text-soft-gold sm:text-3xl">Seu Santuário Aguarda</h2>
      <p className="relative mx-auto mt-3 max-w-lg text-text/85">
        Seu mapa pessoal ainda não foi revelado. Conte-nos quando e onde você nasceu e descubra o signo, os
        números e os arcanos que acompanham a sua história, além do céu de cada dia sobre o seu mapa.
      </p>
      <div className="relative mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onAddBirth}
          aria-haspopup="dialog"
          className={buttonClasses('primary')}
        >
          <UserRoundPen className="h-4 w-4" aria-hidden="true" />
          Adicionar meus dados de nascimento
        </button>
        <Link to={{ pathname: '/', hash: '#formulario' }} className={buttonClasses('secondary')}>
          Decodificar meu destino
        </Link>
      </div>
    </section>
  );
}
