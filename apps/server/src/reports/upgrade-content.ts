import {
  countSynthesis,
  SIGNS,
  type AspectKind,
  type Body,
  type NumberKind,
  type Sign,
} from '@constelar/core';
import { aspectPairKey, BODIES, type ChartPoint } from '@constelar/core';
import { arcanumRoleOpening, aspectText, buildSynthesis } from '@constelar/content';

// Personal reports saved before the complete reading (sky.md §1) lack its fields. Every one of them can
// be derived from what was saved, so an old report is brought up to date as it is read instead of
// failing the reply's schema; nothing is written back.

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const ARCANA_KIND: Record<string, NumberKind> = {
  personalArcana: 'personal',
  personalityArcana: 'personality',
  soulArcana: 'soul',
  annualArcana: 'annual',
  destinyArcana: 'destiny',
  cabalisticNameArcana: 'cabalisticName',
  gematriaNameArcana: 'gematriaName',
};

const signOfCode = (v: unknown): Sign | null =>
  typeof v === 'string' && (SIGNS as readonly string[]).includes(v) ? (v as Sign) : null;

export function upgradePersonalContent(content: unknown): unknown {
  if (!isObject(content) || !isObject(content.astrology)) return content;
  if (Array.isArray(content.notes) && Array.isArray(content.synthesis)) return content;
  const astrology = { ...content.astrology };
  const birth = isObject(content.birth) ? { ...content.birth } : content.birth;

  const notes = [
    isObject(birth) && typeof birth.note === 'string' ? birth.note : undefined,
    typeof astrology.houseSystemNote === 'string' ? astrology.houseSystemNote : undefined,
  ].filter((n): n is string => Boolean(n));
  if (isObject(birth)) delete birth.note;
  delete astrology.houseSystemNote;
  if (typeof astrology.houseSystem === 'string') astrology.houseSystem = astrology.houseSystem.toLowerCase();

  if (Array.isArray(astrology.aspects)) {
    astrology.aspects = astrology.aspects.map((a: unknown) =>
      isObject(a) && typeof a.text !== 'string'
        ? {
            ...a,
            text: aspectText(aspectPairKey(a.a as ChartPoint, a.b as ChartPoint), a.kind as AspectKind) ?? '',
          }
        : a,
    );
  }

  const bodies = {} as Record<Body, { sign: Sign; house: number | null }>;
  let complete = true;
  for (const body of BODIES) {
    const b = astrology[body];
    const sign = isObject(b) ? signOfCode(b.signCode) : null;
    if (!sign || !isObject(b)) complete = false;
    else bodies[body] = { sign, house: typeof b.house === 'number' ? b.house : null };
  }
  const ascendantSign = isObject(astrology.ascendant) ? signOfCode(astrology.ascendant.signCode) : null;
  const synthesis = complete ? buildSynthesis(countSynthesis({ bodies, ascendantSign })) : [];

  const targetYear =
    typeof content.targetYear === 'number' ? content.targetYear : new Date().getUTCFullYear();
  const arcana = isObject(content.arcana) ? { ...content.arcana } : content.arcana;
  if (isObject(arcana)) {
    for (const [field, kind] of Object.entries(ARCANA_KIND)) {
      const entry = arcana[field];
      if (isObject(entry) && typeof entry.opening !== 'string' && typeof entry.sameAs !== 'string') {
        arcana[field] = { ...entry, opening: arcanumRoleOpening(kind, String(entry.name), targetYear) };
      }
    }
  }

  return { ...content, astrology, arcana, birth, synthesis, notes, timeKnown: true };
}
