// The JS peer issue #43 names: circular-natal-horoscope-js, the npm library that a JavaScript developer
// reaches for to cast a natal chart. Its bare chart is what one call gives: the local time resolved by
// the place's zone, the Sun to Pluto and the nodes, Placidus houses, the angles and the major aspects.
// The report's bench times it between its load rounds, beside the report, so both share the load.
import peerLibrary from 'circular-natal-horoscope-js';
import { inputs, timeEach, type ChartInput } from './bench-chart';

// A webpack UMD bundle: Node sees one default export holding the classes.
const { Horoscope, Origin } = peerLibrary;

export const NAMED_PEER_NAME = 'circular-natal-horoscope-js 1.1, Placidus, bodies, angles and major aspects';

/** The named peer, loaded and warmed once: `time(n)` casts n new births and gives each one's µs, sorted. */
export function namedPeerChart(): { name: string; time: (count: number) => number[]; sink: () => number } {
  let sink = 0;
  const peer = (input: ChartInput) => {
    // The peer takes a local wall time and finds the zone itself: given the UTC fields, it does that work.
    const at = new Date(input.utcMs);
    const origin = new Origin({
      year: at.getUTCFullYear(),
      month: at.getUTCMonth(),
      date: at.getUTCDate(),
      hour: at.getUTCHours(),
      minute: at.getUTCMinutes(),
      latitude: input.latitude,
      longitude: input.longitude,
    });
    const chart = new Horoscope({
      origin,
      houseSystem: 'placidus',
      zodiac: 'tropical',
      aspectPoints: ['bodies', 'points', 'angles'],
      aspectWithPoints: ['bodies', 'points', 'angles'],
      aspectTypes: ['major'],
      language: 'en',
    });
    sink += chart.Ascendant.ChartPosition.Ecliptic.DecimalDegrees + chart.Aspects.all.length;
  };
  for (const input of inputs(20)) peer(input);
  return { name: NAMED_PEER_NAME, time: (count) => timeEach(inputs(count), peer), sink: () => sink };
}
