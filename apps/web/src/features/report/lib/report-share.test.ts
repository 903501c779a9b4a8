import { PersonalContent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
// A real answer of POST /api/calculate/personal (Maria Clara Souza, 15/07/1990 14:30, Rio de Janeiro).
import fixture from '../components/report.fixture.json';
import { bigThree, reportShare } from './report-share';

const content: PersonalContent = PersonalContent.parse(fixture);
const ORIGIN = 'https://constelar.test';

describe('a shared report', () => {
  it('links to the landing, never to the report, whose words go only in the message', () => {
    const share = reportShare(content, content.name, ORIGIN);
    expect(share.url).toBe(`${ORIGIN}/`);
    expect(share.title).toBe('A Constelação de Maria Clara Souza');
    const { sun, moon, ascendant } = content.astrology;
    expect(share.text).toBe(
      `A constelação de Maria Clara Souza: Sol em ${sun.sign}, Lua em ${moon.sign}, Ascendente em ${
        ascendant!.sign
      } e ${content.arcana.personalArcana.name} como arcano pessoal. Descubra a sua no Constelar:`,
    );
    expect(share.whatsappText).toBe(`${share.text} ${ORIGIN}/`);
  });

  it('leaves the Ascendant out when the birth time is unknown', () => {
    const noTime = structuredClone(content);
    delete noTime.astrology.ascendant;
    expect(bigThree(noTime)).toBe(
      `Sol em ${content.astrology.sun.sign}, Lua em ${content.astrology.moon.sign}`,
    );
    expect(reportShare(noTime, 'Ana', ORIGIN).text).not.toContain('Ascendente');
  });
});
