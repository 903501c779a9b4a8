import { ChevronDown, Sparkles } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { SCROLL_CUE_HIDE_PX, TAGLINE } from '../../../config/constants';
import { RESERVED_BOTTOM_VAR } from '../hooks/use-reserved-bottom';
import { useReturningVisitor } from '../hooks/use-returning-visitor';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { Astrolabe } from './astrolabe';

const HIGHLIGHTS = ['Mapa astral completo', 'Numerologia', 'Arcanos do tarô'];

export function Hero({ onGoTo }: { onGoTo: (id: 'formulario' | 'insight') => void }) {
  const returning = useReturningVisitor();
  const cueHidden = useScrolledPast(SCROLL_CUE_HIDE_PX);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex flex-col justify-center pb-16 pt-4 md:pb-24"
      // The first screen, less the header and any bottom bar (the cookie notice): the cue stays in view.
      style={{ minHeight: `calc(100svh - 6rem - var(${RESERVED_BOTTOM_VAR}, 0px))` }}
    >
      <div className="grid items-center gap-10 md:grid-cols-[1.15fr_1fr]">
        <div className="text-center md:text-left animate-fade-in">
          <Astrolabe className="mx-auto mb-5 h-24 w-24 md:hidden" />
          <p
            data-testid="hero-label"
            className="inline-flex items-center gap-2 rounded-full border border-gold/30 bg-deep/60 px-4 py-1.5 text-xs font-medium uppercase tracking-[0.2em] text-soft-gold"
          >
            <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
            {returning ? 'Que bom ter você de volta' : 'Astrologia, números e tarô'}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-[2.15rem] leading-tight text-text sm:text-5xl md:mt-6 lg:text-6xl"
          >
            Decodifique o <span className="gold-text">universo</span> que nasceu com você
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-muted sm:text-lg md:mx-0 md:mt-5">
            {TAGLINE}{' '}
            <span className="hidden sm:inline">
              Com seu nome, a data, a hora e o local do seu nascimento, revelamos seu mapa astral, seus
              números e os arcanos que guiam a sua jornada.
            </span>
            <span className="sm:hidden">Mapa astral, números e arcanos a partir do seu nascimento.</span>
          </p>
          <div className="mt-7 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-center md:justify-start">
            <a
              href="#formulario"
              onClick={(e) => {
                e.preventDefault();
                onGoTo('formulario');
              }}
              className={buttonClasses('primary', 'min-h-12 px-7 text-base')}
            >
              {returning ? 'Fazer uma nova leitura' : 'Decodificar meu destino'}
            </a>
            <a
              href="#insight"
              onClick={(e) => {
                e.preventDefault();
                onGoTo('insight');
              }}
              className={buttonClasses('secondary', 'min-h-12 px-7 text-base')}
            >
              Ver o arcano do dia
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted md:justify-start">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <span className="h-1.5 w-1.5 rounded-full bg-teal" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <Astrolabe className="hidden w-full max-w-md justify-self-center md:block" />
      </div>

      <a
        href="#insight"
        onClick={(e) => {
          e.preventDefault();
          onGoTo('insight');
        }}
        data-testid="scroll-cue"
        hidden={cueHidden}
        aria-hidden="true"
        tabIndex={-1}
        className="absolute bottom-2 left-1/2 flex -translate-x-1/2 flex-col items-center gap-1 text-xs font-semibold tracking-[0.35em] text-soft-gold/90 animate-fade-in"
      >
        EXPLORE
        {/* Three bounces, then still: a loop would keep the main thread ticking on an idle page. */}
        <ChevronDown className="h-5 w-5 motion-safe:animate-[bounce_1s_3]" />
      </a>
    </section>
  );
}
