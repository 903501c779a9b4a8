// The 78 cards' Portuguese names and page slugs (spec/tarot.md §1). The majors keep domain.md's names.
import {
  TAROT_CODES,
  ciganoNumberOf,
  tarotCardInfo,
  type TarotRank,
  type TarotSuit,
} from '@constelar/core/tarot';
import { ARCANA } from '../arcana';

export const SUIT_NAMES: Readonly<Record<TarotSuit, string>> = {
  wands: 'Paus',
  cups: 'Copas',
  swords: 'Espadas',
  pentacles: 'Ouros',
};

const RANK_NAMES: Readonly<Record<TarotRank, string>> = {
  ace: 'Ás',
  '2': 'Dois',
  '3': 'Três',
  '4': 'Quatro',
  '5': 'Cinco',
  '6': 'Seis',
  '7': 'Sete',
  '8': 'Oito',
  '9': 'Nove',
  '10': 'Dez',
  page: 'Valete',
  knight: 'Cavaleiro',
  queen: 'Rainha',
  king: 'Rei',
};

/** "O Louco", "Ás de Copas", "Rainha de Espadas"; undefined for an unknown code. */
export function tarotCardName(code: string): string | undefined {
  const info = tarotCardInfo(code);
  if (!info) return undefined;
  if (info.arcana === 'major') return ARCANA[info.number]!.name;
  return `${RANK_NAMES[info.rank]} de ${SUIT_NAMES[info.suit]}`;
}

/** The name as a sentence uses it: the majors carry their article, the minors get theirs ("A Rainha de Copas"). */
export function tarotCardNameWithArticle(code: string): string {
  const info = tarotCardInfo(code);
  const name = tarotCardName(code) ?? code;
  if (!info || info.arcana === 'major') return name;
  return `${info.rank === 'queen' ? 'A' : 'O'} ${name}`;
}

/** The name folded for a URL: lower case, no accents, words joined by hyphens ("as-de-copas"). */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const TAROT_SLUGS: Readonly<Record<string, string>> = Object.fromEntries(
  TAROT_CODES.map((code) => [code, slugOf(tarotCardName(code)!)]),
);
const CODE_BY_SLUG = new Map(Object.entries(TAROT_SLUGS).map(([code, slug]) => [slug, code]));

export function tarotCodeBySlug(slug: string): string | undefined {
  return CODE_BY_SLUG.get(slug);
}

/** Majors keep /images/arcana/{id}.webp; the minors are at /images/tarot/{code}.webp, the cigano cards at /images/cigano/{n}.webp. */
export function tarotCardImage(code: string): string {
  const cigano = ciganoNumberOf(code);
  if (cigano !== null) return `/images/cigano/${cigano}.webp`;
  const info = tarotCardInfo(code);
  return info?.arcana === 'major' ? `/images/arcana/${info.number}.webp` : `/images/tarot/${code}.webp`;
}
