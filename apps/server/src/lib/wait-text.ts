const SECOND_MS = 1000;
const MINUTE_S = 60;
/** Up to this many minutes the wait is told in minutes: "90 minutos" reads better than "2 horas". */
const MINUTES_UP_TO = 119;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A wait in Brazilian Portuguese ("45 segundos", "1 minuto", "29 minutos", "2 horas"), rounded up to the
 * unit shown so it never promises less than the whole seconds of the Retry-After sent with it.
 */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND_MS));
  if (seconds < MINUTE_S) return plural(seconds, 'segundo', 'segundos');
  const minutes = Math.ceil(seconds / MINUTE_S);
  if (minutes <= MINUTES_UP_TO) return plural(minutes, 'minuto', 'minutos');
  return plural(Math.ceil(minutes / MINUTE_S), 'hora', 'horas');
}

/** Whole seconds for a Retry-After header: rounded up, so a client that honours it is never early. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / SECOND_MS));
