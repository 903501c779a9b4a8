import { FormField } from '../../../../components/ui/form-field';
import { PlaceAutocomplete } from '../../../../components/ui/place-autocomplete';
import { maskDate, maskTime } from '../../../../lib/birth-masks';
import type { BirthErrors, BirthField, BirthValues } from '../../lib/profile-birth';

export const BIRTH_FIELD_IDS: Record<BirthField, string> = {
  birthDate: 'perfil-nascimento-data',
  birthTime: 'perfil-nascimento-hora',
  birthPlace: 'perfil-nascimento-local',
};

/**
 * "Seus dados de nascimento": the landing form's masks and place list, so the member types the birth the
 * same way in both places. Errors show under their field.
 */
export function BirthFields({
  values,
  errors,
  onChange,
}: {
  values: BirthValues;
  errors: BirthErrors;
  onChange: (next: Partial<BirthValues>, edited?: BirthField) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-gold/15 bg-night/30 p-4">
      <legend className="px-1 font-serif text-base text-soft-gold">Seus dados de nascimento</legend>
      <p className="-mt-1 text-xs text-muted">
        Com eles montamos o seu mapa, os trânsitos e o seu dia. Para apagá-los, esvazie os campos e salve.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={BIRTH_FIELD_IDS.birthDate}
          label="Data de nascimento"
          name="birthDate"
          inputMode="numeric"
          autoComplete="off"
          placeholder="DD/MM/AAAA"
          maxLength={10}
          value={values.birthDate}
          error={errors.birthDate}
          onChange={(e) => onChange({ birthDate: maskDate(e.target.value) }, 'birthDate')}
        />
        <div>
          <FormField
            id={BIRTH_FIELD_IDS.birthTime}
            label="Hora de nascimento"
            name="birthTime"
            inputMode="numeric"
            autoComplete="off"
            placeholder={values.timeUnknown ? '--:--' : 'HH:MM'}
            maxLength={5}
            value={values.birthTime}
            error={errors.birthTime}
            disabled={values.timeUnknown}
            onChange={(e) => onChange({ birthTime: maskTime(e.target.value) }, 'birthTime')}
          />
          <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-text">
            <input
              type="checkbox"
              name="timeUnknown"
              checked={values.timeUnknown}
              // Checked, the time is cleared and its error with it: nothing typed there is sent.
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
      </div>
      <PlaceAutocomplete
        id={BIRTH_FIELD_IDS.birthPlace}
        label="Local de nascimento"
        placeholder="Cidade, estado ou país"
        value={values.birthPlace}
        error={errors.birthPlace}
        // A place chosen from the list travels with its id; typing by hand leaves the server to resolve it.
        onChange={(text, place) => onChange({ birthPlace: text, placeId: place?.id ?? null }, 'birthPlace')}
      />
    </fieldset>
  );
}
