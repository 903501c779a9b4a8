// Where one share image's time goes: font loading, satori's layout (to SVG), resvg's parse and
// rasterization, PNG encoding, and the hop of the bytes back from a work thread. Run alone:
//   node --import tsx scripts/profile-share-image.ts
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { MessageChannel } from 'node:worker_threads';
import { loadavg } from 'node:os';
import { shareFonts } from '../apps/server/src/share/share-assets';
import { inlineLayers } from '../apps/server/src/share/share-layers';
import { storyLayout as storyNodeOf } from '../apps/server/src/share/horoscope-story-card';

const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 8);
const LEAD =
  'A Lua em Virgem pede método: o que estava espalhado pela semana encontra lugar, e a conversa de hoje rende mais se você chegar com a lista pronta.';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/**
 * CPU milliseconds, not wall time: the machine is shared, and a phase that waits for a core it does not
 * get would be charged for it. resvg and satori run on this thread, synchronously or nearly.
 */
const time = async <T>(f: () => T | Promise<T>): Promise<[T, number]> => {
  const t = process.cpuUsage();
  const v = await f();
  const used = process.cpuUsage(t);
  return [v, (used.user + used.system) / 1000];
};

const [, fontMs] = await time(() => shareFonts());
console.log(`fonts read: ${fontMs.toFixed(1)} ms (once per thread)`);
const phases: Record<string, number[]> = {
  satori: [],
  'layers inlined': [],
  'resvg parse': [],
  'resvg render': [],
  'png encode': [],
  hop: [],
};
let size = 0;
for (let i = 0; i < ROUNDS; i++) {
  const node = storyNodeOf({
    sign: 'leo',
    period: 'day',
    when: `${1 + i} de novembro de 2026`,
    lead: LEAD,
    address: 'constelar.app/horoscopo/leao',
  });
  const [laid, s] = await time(() =>
    satori(node as never, { width: 1080, height: 1920, fonts: shareFonts() }),
  );
  const [svg, l] = await time(() => inlineLayers(laid));
  const [resvg, p] = await time(
    () => new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } }),
  );
  const [image, r] = await time(() => resvg.render());
  const [png, e] = await time(() => image.asPng());
  const { port1, port2 } = new MessageChannel();
  const [, h] = await time(
    () =>
      new Promise<void>((done) => {
        port2.once('message', () => done());
        port1.postMessage(new Uint8Array(png));
      }),
  );
  port1.close();
  size = png.length;
  phases.satori!.push(s);
  phases['layers inlined']!.push(l);
  phases['resvg parse']!.push(p);
  phases['resvg render']!.push(r);
  phases['png encode']!.push(e);
  phases.hop!.push(h);
}
const total = Object.values(phases).reduce((n, xs) => n + median(xs), 0);
console.log(
  `1080×1920 story, CPU ms, median of ${ROUNDS} (first round included), PNG ${(size / 1024).toFixed(0)} KB, load average ${loadavg()[0]!.toFixed(1)}:`,
);
for (const [name, xs] of Object.entries(phases)) {
  console.log(
    `  ${name.padEnd(14)} ${median(xs).toFixed(1).padStart(7)} ms  ${((100 * median(xs)) / total).toFixed(0).padStart(3)} %   (first ${xs[0]!.toFixed(0)} ms)`,
  );
}
console.log(`  ${'total'.padEnd(14)} ${total.toFixed(1).padStart(7)} ms`);
