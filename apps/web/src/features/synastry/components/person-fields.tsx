import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { PlaceAutocomplete } from '../../../components/ui/place-autocomplete';
import type { PersonFormValues } from '../lib/build-synastry-request';

interface PersonFieldsProps {
  index: 1 | 2;
  legend: string;
  values: PersonFormValues;
  onChange: (patch: Partial<PersonFormValues>) => void;
  disabled?: boolean;
}

/** One person of the pair: name and birth date up front, time and place behind a disclosure. */
export function PersonFields({ index, legend, values, onChange, disabled }: PersonFieldsProps) {
  const id = useId();
  const [showOptional, setShowOptional] = useState(Boolean(values.birthTime || values.birthPlace));
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

      <div className="mt-5 space-y-4">
        <FormField
          id={`${id}-name`}
          label="Nome"
          name={`person${index}-name`}
          type="text"
          autoComplete={index === 1 ? 'name' : 'off'}
          required
          maxLength={120}
          value={values.name}
          onChange={(e) => onChange({ name: e.target.value })}
          placeholder={index === 1 ? 'Ex.: Ana Clara Souza' : 'Ex.: Bruno Lima'}
        />
        <FormField
          id={`${id}-date`}
          label="Data de nascimento"
          name={`person${index}-birthDate`}
          type="date"
          required
          min="1800-01-01"
          max="2100-12-31"
          value={values.birthDate}
          onChange={(e) => onChange({ birthDate: e.target.value })}
        />
      </div>

      <button
        type="button"
        aria-expanded={showOptional}
        aria-controls={optionalId}
        onClick={() => setShowOptional((v) => !v)}
        className="mt-4 flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-1 text-left text-sm text-muted transition hover:text-soft-gold"
      >
        <span>Dados opcionais para mais precisão</span>
        <ChevronDown
          className={`h-4 w-4 shrink-0 transition-transform duration-200 ${showOptional ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>

      <div id={optionalId} hidden={!showOptional} className="animate-fade-in">
        <p className="text-xs leading-relaxed text-muted">
          Com a hora e o local, entram a Lua exata e o Ascendente. Sem eles, avisamos o que fica incerto.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-[8.5rem_1fr]">
          <FormField
            id={`${id}-time`}
            label="Hora"
            name={`person${index}-birthTime`}
            type="time"
            value={values.birthTime}
            onChange={(e) => onChange({ birthTime: e.target.value })}
          />
          <PlaceAutocomplete
            id={`${id}-place`}
            label="Local de nascimento"
            value={values.birthPlace}
            onChange={(birthPlace) => onChange({ birthPlace })}
            placeholder="Cidade, UF"
            disabled={disabled}
          />
        </div>
      </div>
    </fieldset>
  );
}
