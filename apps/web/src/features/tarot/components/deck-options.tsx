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
  const options = [
    { label: 'Só arcanos maiores', checked: majorsOnly, onChange: onMajorsOnly },
    { label: 'Usar cartas invertidas', checked: reversals, onChange: onReversals },
  ];
  return options.map(({ label, checked, onChange }) => (
    <label key={label} className="flex min-h-11 items-center gap-3 text-text">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5"
      />
      {label}
    </label>
  ));
}
