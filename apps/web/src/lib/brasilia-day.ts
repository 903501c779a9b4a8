import { SAO_PAULO_ZONE } from '@constelar/contract/constants';

// The calendar day the server reads a date left out as (issue #45): Brasília's, whatever the device's
// zone. At 21h in Brasília UTC is already on tomorrow, so an instant's UTC day would ask for tomorrow.
const BRASILIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant on Brasília's calendar. */
export const brasiliaToday = (now: Date): string => BRASILIA_DAY.format(now);
