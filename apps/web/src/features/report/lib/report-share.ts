// What a personal report shares (reach.md §3, ADR 107). The report is its owner's alone: the link is the
// landing, where the friend makes their own; the report's words travel only as far as the owner sends them.
import type { PersonalContent } from '@constelar/contract';
import { signOrNA } from './format';

export interface ReportShare {
  title: string;
  text: string;
  url: string;
  whatsappText: string;
}

/** "Sol em Câncer, Lua em Virgem, Ascendente em Sagitário": the three that say a chart in one line. */
export function bigThree(content: PersonalContent): string {
  const { sun, moon, ascendant } = content.astrology;
  // Without a birth time there is no Ascendant to name.
  const rising = ascendant ? `, Ascendente em ${signOrNA(ascendant.sign)}` : '';
  return `Sol em ${signOrNA(sun.sign)}, Lua em ${signOrNA(moon.sign)}${rising}`;
}

/** The title, short text, link and WhatsApp message of a report. */
export function reportShare(content: PersonalContent, name: string, origin: string): ReportShare {
  const url = `${origin}/`;
  const text = `A constelação de ${name}: ${bigThree(content)} e ${
    content.arcana.personalArcana.name
  } como arcano pessoal. Descubra a sua no Constelar:`;
  return {
    title: `A Constelação de ${name}`,
    text,
    url,
    whatsappText: `${text} ${url}`,
  };
}
