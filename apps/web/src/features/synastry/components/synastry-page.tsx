import { Clock } from 'lucide-react';
import { useSignedIn } from '../../../lib/session';
import { SynastryForm } from './synastry-form';
import { SynastryGate } from './synastry-gate';

/** /sinastria: members compare two charts; visitors meet the gate (product.md §2). */
export function SynastryPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <SynastryGate />;

  return (
    <section className="mx-auto max-w-5xl animate-fade-in" aria-labelledby="sinastria-title">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-teal">Sinastria</p>
        <h1 id="sinastria-title" className="gold-text mt-2 text-3xl leading-tight sm:text-5xl">
          Duas histórias, um só céu
        </h1>
        <p className="mt-4 text-base leading-relaxed text-text/90">
          Informe os dados de duas pessoas e descubra como seus Sóis, Luas, Vênus e Marte e arcanos pessoais
          conversam entre si.
        </p>
        <p className="mt-5 inline-flex items-center gap-2 rounded-full border border-teal/30 bg-teal/10 px-4 py-2 text-sm text-teal">
          <Clock className="h-4 w-4" aria-hidden="true" />
          Análise completa em menos de 30 segundos
        </p>
      </header>
      <SynastryForm />
    </section>
  );
}
