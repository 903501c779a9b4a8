import { Orbit, WandSparkles } from 'lucide-react';
import { Suspense } from 'react';
import { lazyWithQueries } from '../../../lib/lazy-queries';

// The form, its place search and its API calls load after the first paint, off the entry chunk.
const BirthForm = lazyWithQueries(async () => ({ default: (await import('./birth-form')).BirthForm }));

const INFO_BLOCKS = [
  {
    title: 'Mapa Astral',
    Icon: Orbit,
    text: 'O céu exato do instante em que você nasceu: Sol, Lua, ascendente e planetas em seus signos e casas. Um retrato do seu temperamento, dos seus desejos e dos talentos que pedem espaço.',
  },
  {
    title: 'Arcano Pessoal',
    Icon: WandSparkles,
    text: 'Os arcanos maiores do tarô calculados a partir do seu nome e da sua data de nascimento: as cartas da sua personalidade, da sua alma e do ano que você está vivendo.',
  },
];

/** The birth-data form (#formulario) with its two info blocks. */
export function BirthSection() {
  return (
    <section id="formulario" aria-labelledby="formulario-title" className="scroll-mt-24 py-14 md:py-20">
      {/* Mobile: intro, form, info. Desktop: intro and info on the left, the form on the right. */}
      <div className="grid gap-8 md:grid-cols-[1fr_1.15fr] md:grid-rows-[auto_1fr] md:gap-x-12 md:gap-y-8">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Sua leitura completa</p>
          <h2 id="formulario-title" className="mt-3 text-3xl text-soft-gold md:text-4xl">
            Decodifique seu universo
          </h2>
          <p className="mt-3 leading-relaxed text-muted">
            Quatro dados bastam. Use as informações da sua certidão de nascimento: quanto mais precisa a hora,
            mais fiel o seu ascendente.
          </p>
        </div>
        <div className="glass p-5 sm:p-8 md:col-start-2 md:row-span-2 md:row-start-1 md:self-start">
          <Suspense fallback={<div aria-busy="true" className="min-h-[34rem]" />}>
            <BirthForm />
          </Suspense>
        </div>
        <ul className="flex flex-col gap-4">
          {INFO_BLOCKS.map(({ title, Icon, text }) => (
            <li key={title} className="glass flex gap-4 p-5">
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full border border-gold/30 bg-violet/60 text-soft-gold">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg text-soft-gold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
