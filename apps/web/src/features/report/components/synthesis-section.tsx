import type { PersonalContent } from '@constelar/contract';
import { SectionHeading } from './section-heading';

/** "Síntese do mapa": the chart's overall weight (elements, modalities, stelliums) before the details. */
export function SynthesisSection({ content }: { content: PersonalContent }) {
  const paragraphs = (content.synthesis ?? []).filter((p) => p.trim());
  if (paragraphs.length === 0) return null;
  return (
    <section aria-labelledby="sintese-titulo" id="sintese" className="scroll-mt-24">
      <SectionHeading id="sintese-titulo" eyebrow="Visão geral" title="Síntese do mapa">
        Antes dos detalhes, o desenho do conjunto: o elemento e o ritmo que mais pesam no seu céu e onde os
        planetas se reúnem.
      </SectionHeading>
      <div className="glass space-y-4 p-5 leading-relaxed text-text/95 sm:p-7 sm:text-lg" data-synthesis>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </section>
  );
}
