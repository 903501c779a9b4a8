import { BirthFields } from '../../../../components/ui/birth-fields';
import type { BirthErrors, BirthField, BirthValues } from '../../../../lib/birth-model';

export const BIRTH_FIELD_IDS: Record<BirthField, string> = {
  birthDate: 'perfil-nascimento-data',
  birthTime: 'perfil-nascimento-hora',
  birthPlace: 'perfil-nascimento-local',
};

/**
 * "Seus dados de nascimento": the landing form's fields, so the member types the birth the same way in
 * both places. Errors show under their field.
 */
export function ProfileBirthFields({
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
      <BirthFields
        ids={BIRTH_FIELD_IDS}
        values={values}
        errors={errors}
        onChange={onChange}
        placePlaceholder="Cidade, estado ou país"
      />
    </fieldset>
  );
}
