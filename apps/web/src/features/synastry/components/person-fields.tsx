import type { Person } from '@constelar/contract';
import { useId } from 'react';
import { BirthFields } from '../../../components/ui/birth-fields';
import { FieldLabel, FormField, inputClasses } from '../../../components/ui/form-field';
import type { NamedBirthErrors, NamedBirthValues } from '../../../lib/birth-model';

/** Who a side is: typed in, the member ("Eu", 'me'), or a saved person's id. */
export type SideChoice = 'typed' | 'me' | string;

interface PersonFieldsProps {
  index: 1 | 2;
  /** The member's saved people; the choice list shows when the member may pick "Eu" or one of them. */
  people?: readonly Person[];
  choice?: SideChoice;
  onChoose?: (choice: SideChoice) => void;
  legend: string;
  values: NamedBirthValues;
  onChange: (patch: Partial<NamedBirthValues>) => void;
  errors?: NamedBirthErrors;
  disabled?: boolean;
}

/**
 * One person of the pair: "Eu", a saved person, or a birth typed in, with the name, date, hour ("Não
 * sei a hora") and place all in plain view (relations.md §2).
 */
export function PersonFields({
  index,
  legend,
  values,
  onChange,
  errors = {},
  disabled,
  people,
  choice = 'typed',
  onChoose,
}: PersonFieldsProps) {
  const id = useId();
  const chosen = people?.find((p) => p.id === choice);

  return (
    <fieldset className="glass relative p-5 [color-scheme:dark] sm:p-6">
      <legend className="sr-only">{legend}</legend>
      <div className="flex items-center gap-3" aria-hidden="true">
        <span className="grid h-9 w-9 place-items-center rounded-full border border-gold/40 bg-violet/60 font-serif text-soft-gold">
          {index}
        </span>
        <span className="font-serif text-lg text-soft-gold">{legend}</span>
      </div>

      {onChoose && (
        <div className="mt-5">
          <FieldLabel htmlFor={`${id}-who`}>Quem</FieldLabel>
          <select
            id={`${id}-who`}
            name={`person${index}-who`}
            value={choice}
            disabled={disabled}
            onChange={(e) => onChoose(e.target.value)}
            className={inputClasses()}
          >
            <option value="typed">Digitar os dados</option>
            <option value="me">Eu</option>
            {people?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}

      {choice === 'me' && (
        <p className="mt-4 text-sm text-text/90">Com os dados de nascimento do seu perfil.</p>
      )}
      {chosen && (
        <p className="mt-4 text-sm text-text/90">
          {chosen.name}: {chosen.birth.birthDate.split('-').reverse().join('/')}
          {chosen.birth.birthTime ? `, ${chosen.birth.birthTime}` : ', hora desconhecida'},{' '}
          {chosen.birth.birthPlace}
        </p>
      )}

      {choice === 'typed' && (
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

              <p className="mt-4 text-xs leading-relaxed text-muted">
                Com a hora e o local, entram a Lua exata, o Ascendente e as casas. Sem eles, avisamos o que
                fica incerto.
              </p>
              <div className="mt-3 grid gap-4 sm:grid-cols-[8.5rem_1fr]">
                {time}
                {place}
              </div>
            </>
          )}
        </BirthFields>
      )}
    </fieldset>
  );
}
