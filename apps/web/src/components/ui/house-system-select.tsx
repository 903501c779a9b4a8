import type { HouseSystem } from '@constelar/core/codes';
import { DEFAULT_HOUSE_SYSTEM, HOUSE_SYSTEMS } from '@constelar/core/codes';
import { HOUSE_SYSTEM_NAMES } from '@constelar/content/house-systems';
import { fieldHintId, FieldLabel, inputClasses } from './form-field';

/** "Placidus (padrão)" first, then the other six systems of sky.md §1 by their Portuguese names. */
export const HOUSE_SYSTEM_OPTIONS = HOUSE_SYSTEMS.map((code) => ({
  value: code,
  label: code === DEFAULT_HOUSE_SYSTEM ? `${HOUSE_SYSTEM_NAMES[code]} (padrão)` : HOUSE_SYSTEM_NAMES[code],
}));

export const isHouseSystem = (value: unknown): value is HouseSystem =>
  typeof value === 'string' && (HOUSE_SYSTEMS as readonly string[]).includes(value);

/** The birth form's "Sistema de casas" select. */
export function HouseSystemSelect({
  id,
  value,
  onChange,
  hint,
  disabled,
}: {
  id: string;
  value: HouseSystem;
  onChange: (value: HouseSystem) => void;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>Sistema de casas</FieldLabel>
      <select
        id={id}
        name="houseSystem"
        value={value}
        disabled={disabled}
        aria-describedby={hint ? fieldHintId(id) : undefined}
        onChange={(e) => {
          if (isHouseSystem(e.target.value)) onChange(e.target.value);
        }}
        className={inputClasses()}
      >
        {HOUSE_SYSTEM_OPTIONS.map((o) => (
          <option key={o.value} value={o.value} className="bg-deep">
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={fieldHintId(id)} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
