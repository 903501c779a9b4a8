// Degrees as astrologers write them, in pt-BR notation; used by the report and the chart wheels.

/** Degrees within a sign as astrologers write them: 22.95 → "22°57′". Minutes are truncated, never
 *  rounded up, so 29.999° stays "29°59′" and never reads as the next sign's 30°. */
export function formatDegree(degree: number): string {
  const safe = Number.isFinite(degree) ? Math.max(0, degree) : 0;
  // Whole minutes first, with a hair of tolerance for binary noise (13.7999999… is 13°48′).
  const totalMinutes = Math.floor(safe * 60 + 1e-6);
  const whole = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}
