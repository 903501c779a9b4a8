import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { BirthFields } from '../../../components/ui/birth-fields';
import { FormField } from '../../../components/ui/form-field';
import type { NamedBirthErrors, NamedBirthValues } from '../../../lib/birth-model';

interface PersonFieldsProps {
  index: 1 | 2;
  legend: string;
  values: NamedBirthValues;
  onChange: (patch: Partial<NamedBirthValues>) => void;
  errors?: NamedBirthErrors;
  disabled?: boolean;
}

/** One person of the pair: name and birth date up front, time and place behind a disclosure. */
export function PersonFields({ index, legend, values, onChange, errors = {}, disabled }: PersonFieldsProps) {
  const id = useId();
  const [showOptional, setShowOptional] = useState(Boolean(values.birthTime || values.birthPlace));
  // An error in a hidden field would go unseen: it opens the optional part.
  const optionalOpen = showOptional || Boolean(errors.birthTime || errors.birthPlace);
  const optionalId = `${id}-optional`;

  return (
    <fieldset className="glass relative p-5 [color-scheme:dark] sm:p-6">
      <legend className="sr-only">{legend}</legend>
      <div className="flex items-center gap-3" aria-hidden="true">
        <span className="grid h-9 w-9 place-items-center rounded-full border border-gold/40 bg-violet/60 font-serif text-soft-gold">
          {index}
        </span>
        <span className="font-serif text-lg text-soft-gold">{legend}</span>
      </div>

      <BirthFields
        ids={{ birthDate: `${id}-date`, birthTime: `${id}-time`, birthPlace: `${id}-place` }}
        values={values}
        errors={errors}
        onChange={(patch) => onChange(patch)}
        dateProps={{
          name: `person${index}-birthDate`,
          type: 'text',
          autoComplete: index === 1 ? 'bday' : 'off',
          required: true,
        }}
        timeProps={{ label: 'Hora', name: `person${index}-birthTime`, type: 'text' }}
        timeUnknownName={`person${index}-timeUnknown`}
        placePlaceholder="Cidade, UF"
        placeDisabled={disabled}
      >
        {({ date, time, place }) => (
          <>
            <div className="mt-5 space-y-4">
              <FormField
                id={`${id}-name`}
                label="Nome"
                name={`person${index}-name`}
                type="text"
                autoComplete={index === 1 ? 'name' : 'off'}
                required
                maxLength={120}
                error={errors.name}
                value={values.name}
                onChange={(e) => onChange({ name: e.target.value })}
                placeholder={index === 1 ? 'Ex.: Ana Clara Souza' : 'Ex.: Bruno Lima'}
              />
              {date}
            </div>

            <button
              type="button"
              aria-expanded={optionalOpen}
              aria-controls={optionalId}
              onClick={() => setShowOptional((v) => !v)}
              className="mt-4 flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-1 text-left text-sm text-muted transition hover:text-soft-gold"
            >
              <span>Dados opcionais para mais precisão</span>
              <ChevronDown
                className={`h-4 w-4 shrink-0 transition-transform duration-200 ${optionalOpen ? 'rotate-180' : ''}`}
                aria-hidden="true"
              />
            </button>

            <div id={optionalId} hidden={!optionalOpen} className="animate-fade-in">
              <p className="text-xs leading-relaxed text-muted">
                Com a hora e o local, entram a Lua exata e o Ascendente. Sem eles, avisamos o que fica
                incerto.
              </p>
              <div className="mt-3 grid gap-4 sm:grid-cols-[8.5rem_1fr]">
                {time}
                {place}
              </div>
            </div>
          </>
        )}
      </BirthFields>
    </fieldset>
  );
}
