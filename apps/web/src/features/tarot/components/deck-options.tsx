/** The tarot's two choices of deck: the 22 majors alone, and reversed cards (the draw and its proof). */
export function DeckOptions({
  majorsOnly,
  onMajorsOnly,
  reversals,
  onReversals,
}: {
  majorsOnly: boolean;
  onMajorsOnly: (on: boolean) => void;
  reversals: boolean;
  onReversals: (on: boolean) => void;
}) {
  return (
    <>
      <label className="flex min-h-11 items-center gap-3 text-text">
        <input
          type="checkbox"
          checked={majorsOnly}
          onChange={(e) => onMajorsOnly(e.target.checked)}
          className="h-5 w-5"
        />
        Só arcanos maiores
      </label>
      <label className="flex min-h-11 items-center gap-3 text-text">
        <input
          type="checkbox"
          checked={reversals}
          onChange={(e) => onReversals(e.target.checked)}
          className="h-5 w-5"
        />
        Usar cartas invertidas
      </label>
    </>
  );
}
