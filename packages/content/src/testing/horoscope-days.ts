// The horóscopos of many dates, composed as the server composes them, for the tests that read the texts.
import { daySky } from '@constelar/core';
import { SIGNS, type Sign } from '@constelar/core/codes';
import { composeHoroscope, type HoroscopeInput } from '../horoscope';
import { horoscopeInputOf } from '../horoscope-input';

export const BRASILIA = 'America/Sao_Paulo';
const DAY_MS = 86_400_000;

export interface ComposedDay {
  date: string;
  signs: { sign: Sign; input: HoroscopeInput; paragraphs: string[] }[];
}

export function composedDays(from: string, count: number): ComposedDay[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    const sky = daySky(date, BRASILIA);
    if (!sky.ok) throw new Error(`no sky for ${date}`);
    return {
      date,
      signs: SIGNS.map((sign) => {
        const input = horoscopeInputOf(sky.value, sign, BRASILIA);
        return { sign, input, paragraphs: composeHoroscope(input) };
      }),
    };
  });
}

/** The sentences of a text. */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ú])/u);
/** A sentence with its figures (house numbers, times) aside, for comparing wording. */
export const wording = (sentence: string) => sentence.replace(/\d+/g, '#');
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
