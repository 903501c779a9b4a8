import { useId, useMemo } from 'react';
import { FieldLabel, inputClasses } from '../../../components/ui/form-field';
import { browserTimeZone, zoneOffset, zoneOptions } from '../lib/time-zones';

/** "Fuso horário": the Brazilian zones and the browser's own, each with its offset at `at`. */
export function ZoneSelect({
  value,
  onChange,
  at,
}: {
  value: string;
  onChange: (zone: string) => void;
  at: Date;
}) {
  const id = useId();
  const options = useMemo(() => zoneOptions(browserTimeZone()), []);
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id}>Fuso horário</FieldLabel>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses()}>
        {options.map((o) => (
          <option key={o.zone} value={o.zone} className="bg-deep">
            {o.label} · {zoneOffset(o.zone, at)}
          </option>
        ))}
      </select>
    </div>
  );
}
