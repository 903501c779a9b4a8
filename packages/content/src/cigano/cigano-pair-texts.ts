/**
 * Pairs of the baralho cigano read as one sentence (spec/tarot.md §5): the first card is the subject, the
 * second qualifies it. A frame holds `{S} {M}` together, the subject card's `subject` ("uma viagem")
 * followed by the modifier card's `modifier` ("em movimento"); no frame puts a preposition before the
 * subject (no "de o", "em o") nor an adjective that would have to agree with it. Every area has
 * CIGANO_PAIR_FRAME_COUNT frames; since every card's subject and modifier are its own, two different pairs
 * never make the same sentence, and one pair with different variants never does either.
 */
import type { CiganoArea, CiganoCardText } from './cigano-card-text';

const FRAMES: Readonly<Record<CiganoArea, readonly string[]>> = {
  geral: [
    '{S} {M} ocupa o centro deste momento.',
    'Entra em cena {S} {M}.',
    'As duas cartas juntas desenham {S} {M}.',
    '{S} {M} tende a marcar os próximos passos.',
    'O par sugere {S} {M}.',
    'Desponta no horizonte {S} {M}.',
    '{S} {M} pede um olhar atento agora.',
    'O que se anuncia é {S} {M}.',
    'Nesta dupla de cartas, ganha forma {S} {M}.',
    '{S} {M} atravessa a situação e muda o seu tom.',
  ],
  amor: [
    'Na vida afetiva, desponta {S} {M}.',
    '{S} {M} toca os seus vínculos mais próximos.',
    'No amor, as cartas mostram {S} {M}.',
    'Para o coração, o par traz {S} {M}.',
    '{S} {M} colore o que você sente e o que deseja.',
    'Entre encontros e laços, surge {S} {M}.',
    'No campo amoroso, pesa agora {S} {M}.',
    '{S} {M} pede espaço nas conversas sobre afeto.',
    'Nos assuntos do coração, aparece {S} {M}.',
    '{S} {M} muda o clima dos seus afetos.',
  ],
  trabalho: [
    'No trabalho, {S} {M} ganha peso nas decisões.',
    'Na vida profissional, aparece {S} {M}.',
    '{S} {M} mexe com a rotina de trabalho.',
    'Para os projetos, o par indica {S} {M}.',
    'Em questões de carreira, desponta {S} {M}.',
    '{S} {M} tende a definir o ritmo das tarefas.',
    'Entre colegas e metas, chama atenção {S} {M}.',
    'Nas finanças e no ofício, as cartas apontam {S} {M}.',
    'O cenário profissional traz {S} {M}.',
    '{S} {M} merece lugar no seu planejamento.',
  ],
  conselho: [
    'O conselho é olhar de frente para {S} {M}.',
    'Observe {S} {M} antes de agir.',
    'Vale considerar, com serenidade, {S} {M}.',
    'Trate {S} {M} como um recado para escolher com consciência.',
    'Antes de decidir, leve em conta {S} {M}.',
    'As cartas sugerem reconhecer {S} {M} e escolher o próximo passo.',
    'Não ignore {S} {M}: ali há uma pista.',
    'Respire fundo e perceba com clareza {S} {M}.',
    'Coloque na balança {S} {M} antes de seguir.',
    '{S} {M} é o ponto a cuidar agora, com calma e presença.',
  ],
};

/** Frames per area: `variant` picks one modulo this count. */
export const CIGANO_PAIR_FRAME_COUNT = 10;

const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/**
 * One sentence for the pair read in `area`: `subject` names the matter, `modifier` qualifies it
 * (O Navio then A Casa: "…uma viagem que envolve a casa e a família…"). Pure and deterministic; any integer
 * `variant` (negative too) picks a frame modulo CIGANO_PAIR_FRAME_COUNT.
 */
export function ciganoPairSentence(
  subject: CiganoCardText,
  modifier: CiganoCardText,
  area: CiganoArea,
  variant: number,
): string {
  const frames = FRAMES[area];
  const n = frames.length;
  const whole = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  const index = ((whole % n) + n) % n;
  const text = frames[index]!.replace('{S}', () => subject.subject).replace('{M}', () => modifier.modifier);
  return capitalize(text);
}

/** Every frame of every area, for the tests and the snapshot. */
export const CIGANO_PAIR_FRAMES = FRAMES;
