/** product.md §2: the greeting follows the local hour, with boundaries at 6, 12 and 18 h. */
export function greetingFor(hour: number): string {
  if (hour < 6) return 'Boa madrugada';
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}
