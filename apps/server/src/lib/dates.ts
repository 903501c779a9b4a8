/** YYYY-MM-DD of an instant as seen in São Paulo, the calendar Brazilian users live by. */
export function saoPauloDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
