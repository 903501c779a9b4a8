import type { ReactNode } from 'react';
import { maskDate, maskTime } from '../../lib/birth-masks';
import type { BirthErrors, BirthField, BirthValues } from '../../lib/birth-model';
import { FormField, type FormFieldProps } from './form-field';
import { PlaceAutocomplete } from './place-autocomplete';

/** What a form may add to a field: its name, label, autocomplete, required marks. */
type FieldExtras = Partial<Omit<FormFieldProps, 'id' | 'value' | 'error' | 'onChange'>>;

export interface BirthFieldsProps {
  ids: Record<BirthField, string>;
  values: BirthValues;
  errors: BirthErrors;
  /** A patch of the values, and the field it edits (its error clears). */
  onChange: (patch: Partial<BirthValues>, edited: BirthField) => void;
  dateProps?: FieldExtras;
  timeProps?: FieldExtras;
  /** The name of the "Não sei a hora" box. */
  timeUnknownName?: string;
  placePlaceholder: string;
  placeDisabled?: boolean;
  /** Below the place field (the landing's suggested places). */
  afterPlace?: ReactNode;
  /**
   * Lays the three fields out; by default the date and the time side by side, the place below. The
   * synastry puts the date up front and the time and the place behind a disclosure.
   */
  children?: (fields: { date: ReactNode; time: ReactNode; place: ReactNode }) => ReactNode;
  /** Classes of the default layout's date-and-time grid. */
  gridClassName?: string;
}

/**
 * The birth fields of every form (landing, profile, synastry): the date and time masks, "Não sei a
 * hora" (checked, it clears the time and its error: nothing typed there is sent), and the place list,
 * where a place chosen from the list travels with its id and typing by hand forgets it.
 */
export function BirthFields({
  ids,
  values,
  errors,
  onChange,
  dateProps,
  timeProps,
  timeUnknownName = 'timeUnknown',
  placePlaceholder,
  placeDisabled,
  afterPlace,
  children,
  gridClassName = 'grid gap-4 sm:grid-cols-2',
}: BirthFieldsProps) {
  const date = (
    <FormField
      id={ids.birthDate}
      label="Data de nascimento"
      name="birthDate"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/AAAA"
      maxLength={10}
      {...dateProps}
      value={values.birthDate}
      error={errors.birthDate}
      onChange={(e) => onChange({ birthDate: maskDate(e.target.value) }, 'birthDate')}
    />
  );
  const time = (
    <div>
      <FormField
        id={ids.birthTime}
        label="Hora de nascimento"
        name="birthTime"
        inputMode="numeric"
        autoComplete="off"
        placeholder={values.timeUnknown ? '--:--' : 'HH:MM'}
        maxLength={5}
        {...timeProps}
        value={values.birthTime}
        error={errors.birthTime}
        disabled={values.timeUnknown}
        onChange={(e) => onChange({ birthTime: maskTime(e.target.value) }, 'birthTime')}
      />
      <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-text">
        <input
          type="checkbox"
          name={timeUnknownName}
          checked={values.timeUnknown}
          onChange={(e) =>
            onChange(
              e.target.checked ? { timeUnknown: true, birthTime: '' } : { timeUnknown: false },
              'birthTime',
            )
          }
          className="h-5 w-5 shrink-0 accent-[var(--color-gold)]"
        />
        Não sei a hora
      </label>
    </div>
  );
  const place = (
    <div>
      <PlaceAutocomplete
        id={ids.birthPlace}
        label="Local de nascimento"
        placeholder={placePlaceholder}
        value={values.birthPlace}
        error={errors.birthPlace}
        disabled={placeDisabled}
        onChange={(text, chosen) => onChange({ birthPlace: text, placeId: chosen?.id ?? null }, 'birthPlace')}
      />
      {afterPlace}
    </div>
  );
  if (children) return <>{children({ date, time, place })}</>;
  return (
    <>
      <div className={gridClassName}>
        {date}
        {time}
      </div>
      {place}
    </>
  );
}
