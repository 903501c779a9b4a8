/** product.md §8: what the calculation reports when the server gives no `error` field. */
export const CALCULATE_FALLBACK = 'Não foi possível calcular a sinastria.';
/** product.md §8: what the alert shows when the failure carries no message at all. */
export const ALERT_FALLBACK = 'Não foi possível analisar a conexão. Verifique os dados e tente novamente.';
export const LOAD_FALLBACK = 'Não foi possível buscar este relatório.';

export function alertMessageFor(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return ALERT_FALLBACK;
}
