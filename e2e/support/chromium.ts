/**
 * Debian's old headless shell (package chromium-headless-shell): the same Blink and V8 as the full
 * browser, without its window, compositor and browser UI. A page costs about half the CPU it costs in
 * `/usr/bin/chromium` (ADR 094, session 17), and the browser suite is most of the gate's CPU.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium, for what only it has: push messaging and installability (push.e2e.ts). */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';

// Headless, with the background networking that this closed machine refuses turned off.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
