// The opening sentence of a number or arcanum shown under a given role. The same meaning can appear under
// several roles in one report, so each role opens with its own sentence (sky.md §1, "One reading, no
// repeats"). Original prose written for Constelar.
import type { NumberKind, NumberValue } from '@constelar/core';
import { ARCANA } from './arcana';
import { composedOnce } from './composed-once';

/**
 * Templates per role. {n} is the number, {arcano} the arcanum's name, {ano} the year. Several variants per
 * role, picked by value, so the same role does not read the same way for every number.
 */
export const NUMBER_ROLE_TEMPLATES: Record<NumberKind, readonly string[]> = {
  personal: [
    'Somados os algarismos da sua data de nascimento, chega-se ao {n}, o seu Destino, que dá o tom do caminho de vida como um todo.',
    'Como Destino, o {n} descreve o rumo da sua caminhada inteira, das primeiras escolhas aos planos que você ainda vai fazer.',
  ],
  soul: [
    'Das vogais do seu nome vem o {n}, seu Número da Alma: a motivação íntima que orienta as escolhas feitas em silêncio.',
    'No papel de Número da Alma, o {n} fala do que move você por dentro, mesmo quando ninguém percebe.',
  ],
  personality: [
    'O {n} ocupa aqui o papel de Número da Personalidade e mostra como os outros percebem você antes de conhecer sua história.',
    'Aos olhos de quem chega, você carrega o {n} como Número da Personalidade: é a impressão que colegas e desconhecidos guardam do primeiro encontro.',
  ],
  destiny: [
    'Aquilo que você constrói e mostra ao mundo passa pelo {n}, que aparece aqui como Expressão (pitagórica).',
    'Pelo nome completo, o {n} se revela sua Expressão (pitagórica): a forma de se expressar e a obra que você vai erguendo com o tempo.',
  ],
  annual: [
    'Para os doze meses de {ano}, o {n} funciona como Ano Pessoal, indicando o ritmo e os assuntos que pedem mais atenção.',
    'O {n} rege o seu Ano Pessoal de {ano} e dá o clima do período: o que vale começar, cultivar ou deixar para depois.',
  ],
  cabalisticName: [
    'O Número Cabalístico do Nome chega ao {n} e descreve a impressão que seu nome deixa no dia a dia.',
    'Pela tabela cabalística, as letras do seu nome somam o {n}, o Número Cabalístico do Nome: a marca que fica cada vez que alguém chama você.',
  ],
  gematriaName: [
    'Pela Gematria do Nome, a soma das letras que você carrega resulta no {n}, uma marca simbólica presente desde a primeira vez que alguém disse seu nome.',
    'Na antiga tabela latina de Agrippa, as letras do seu nome somam o {n}: essa Gematria do Nome é um traço simbólico que ele carrega consigo.',
  ],
};

export const ARCANUM_ROLE_TEMPLATES: Record<NumberKind, readonly string[]> = {
  personal: [
    'Sua data de nascimento revela a carta {arcano} como Arcano Pessoal, um retrato simbólico do caminho de vida por inteiro.',
    'Como Arcano Pessoal, a carta {arcano} acompanha a sua jornada inteira e oferece uma imagem para o percurso como um todo.',
  ],
  soul: [
    'No fundo das suas motivações está a carta {arcano}, seu Arcano da Alma: ela fala do desejo íntimo que move suas escolhas.',
    'Como Arcano da Alma, a carta {arcano} mostra o que seu coração procura quando ninguém está olhando.',
  ],
  personality: [
    'A carta {arcano} aparece como seu Arcano da Personalidade e revela a imagem que as pessoas formam de você nos primeiros contatos.',
    'Para quem olha de fora, você lembra a carta {arcano}: como Arcano da Personalidade, ela descreve a impressão que você causa.',
  ],
  destiny: [
    'No papel de Arcano do Destino, a carta {arcano} simboliza o que você constrói com seus talentos e suas escolhas.',
    'Como Arcano do Destino, a carta {arcano} ilumina o que você constrói e expressa ao longo dos anos.',
  ],
  annual: [
    'Em {ano}, a carta {arcano} é o seu Arcano Anual e oferece uma imagem para os meses do ano, com seus convites e cuidados.',
    'Durante {ano}, a carta {arcano} rege o período como Arcano Anual, sugerindo o clima dos meses e o que vale cultivar.',
  ],
  cabalisticName: [
    'Pela soma cabalística do seu nome, a carta {arcano} surge como Arcano Cabalístico do Nome, a marca que o nome deixa por onde passa.',
    'Seu nome, somado na tabela cabalística, conduz à carta {arcano}: como Arcano Cabalístico do Nome, ela traduz a marca que ele imprime no cotidiano.',
  ],
  gematriaName: [
    'O Arcano da Gematria do Nome é a carta {arcano}, um símbolo antigo para a marca que o seu nome deixa em quem o ouve.',
    'Pela gematria de Agrippa, as letras do seu nome apontam para a carta {arcano}, seu Arcano da Gematria do Nome e imagem da marca que ele carrega.',
  ],
};

/** Replaces {key} by its value; "de {ano}" reads "deste ano" when no year is given. */
export function fillRoleTemplate(
  template: string,
  values: { n?: number; arcano?: string; ano?: number },
): string {
  const withYear =
    values.ano === undefined
      ? template.replaceAll('de {ano}', 'deste ano').replaceAll('em {ano}', 'neste ano')
      : template.replaceAll('{ano}', String(values.ano));
  return withYear.replaceAll('{n}', String(values.n ?? '')).replaceAll('{arcano}', values.arcano ?? '');
}

const pick = (variants: readonly string[], value: number): string => variants[value % variants.length]!;

/** The cabalistic openings for a name with accents: only then do the accents get a word (issue #27). */
export const CABALISTIC_WITH_ACCENTS: readonly string[] = [
  'O Número Cabalístico do Nome chega ao {n}, com os acentos somados, e descreve a impressão que seu nome deixa no dia a dia.',
  'Pela tabela cabalística, as letras e os acentos do seu nome somam o {n}, o Número Cabalístico do Nome: a marca que fica cada vez que alguém chama você.',
];

/** A name whose letters carry accents or a cedilla, which the cabalistic table prices. */
export const nameHasAccents = (name: string): boolean => /[\u0300-\u036f]/.test(name.normalize('NFD'));

/** The sentence that opens a number's meaning under the given role; the year names the personal year. */
export function numberRoleOpening(
  kind: NumberKind,
  value: NumberValue,
  year?: number,
  accents = false,
): string {
  const variants =
    kind === 'cabalisticName' && accents ? CABALISTIC_WITH_ACCENTS : NUMBER_ROLE_TEMPLATES[kind];
  return fillRoleTemplate(pick(variants, value), { n: value, ano: year });
}

/** The sentence that opens an arcanum's texts under the given role. */
function composeArcanumRoleOpening(kind: NumberKind, arcanumName: string, year: number): string {
  // Pick by the arcanum's number, as numbers pick by value; an unknown name still gets a sentence.
  const id = ARCANA.find((a) => a.name === arcanumName)?.id ?? arcanumName.length;
  return fillRoleTemplate(pick(ARCANUM_ROLE_TEMPLATES[kind], id), { arcano: arcanumName, ano: year });
}

/** The same sentence for the same role, arcanum and year: composed once per thread (composed-once.ts). */
export const arcanumRoleOpening: (kind: NumberKind, arcanumName: string, year: number) => string =
  composedOnce(composeArcanumRoleOpening, (kind, arcanumName, year) => `${kind} ${arcanumName} ${year}`);
