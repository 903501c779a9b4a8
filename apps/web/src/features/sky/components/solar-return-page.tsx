import { SolarReturnCard, type RenderReturnWheel } from './solar-return-card';

/**
 * /revolucao-solar, "Revolução Solar" (members only): the card of "Meu mapa" with the return's chart
 * drawn as a wheel, by the renderer the router hands in.
 */
export function SolarReturnPage({ renderWheel, now }: { renderWheel: RenderReturnWheel; now?: Date }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">
          O mapa do seu aniversário
        </p>
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Revolução Solar</h1>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-text/85">
          Escolha o ano e a cidade do aniversário para ver o mapa completo da volta do Sol: onde cada planeta
          estava naquele instante e quais casas ganham destaque nos doze meses seguintes.
        </p>
      </header>
      <SolarReturnCard now={now} renderWheel={renderWheel} />
    </div>
  );
}
