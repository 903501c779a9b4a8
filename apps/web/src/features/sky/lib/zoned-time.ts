/** The UTC instant at which clocks in `zone` show `hour`:00 on `isoDate` ('YYYY-MM-DD'). */
export function zonedInstant(isoDate: string, hour: number, zone: string): number {
  const guess = Date.parse(`${isoDate}T00:00:00Z`) + hour * 3_600_000;
  // The zone's offset at the guess; read again at the corrected instant, in case a DST change lies between.
  const offsetAt = (at: number) => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(at));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const shown = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour'),
      get('minute'),
      get('second'),
    );
    return shown - at;
  };
  const first = guess - offsetAt(guess);
  return guess - offsetAt(first);
}
