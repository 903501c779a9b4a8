/** Whether a database error (PGlite, pg, or Drizzle's wrapper around either) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505')
      return (
        constraint === undefined || name === constraint || String((e as Error).message).includes(constraint)
      );
  }
  return false;
}
