import {
  PEOPLE_CONSENT_LABEL,
  PERSON_RELATIONS,
  type Person,
  type PersonRelation,
} from '@constelar/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BirthFields } from '../../../components/ui/birth-fields';
import { Button } from '../../../components/ui/button';
import { FieldLabel, FormField, inputClasses } from '../../../components/ui/form-field';
import {
  birthErrors,
  birthFieldOf,
  birthValuesOf,
  personBirthInput,
  REQUIRED_MESSAGE,
  type BirthValues,
  type NamedBirthErrors,
} from '../../../lib/birth-model';
import { useSavePerson } from '../../../lib/people-api';
import { serverFieldErrors } from '../../../lib/server-field-error';
import { RELATION_NAMES } from '../lib/relation-names';

interface PersonFormProps {
  /** The person being edited; null adds one. */
  person: Person | null;
  onDone: () => void;
}

/** Add or edit a person: name, relation, birth (as the profile's), and, to add, the consent box. */
export function PersonForm({ person, onDone }: PersonFormProps) {
  const id = useId();
  const [name, setName] = useState(person?.name ?? '');
  const [relation, setRelation] = useState<PersonRelation>(person?.relation ?? 'parceiro');
  const [birth, setBirth] = useState<BirthValues>(birthValuesOf(person?.birth));
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<NamedBirthErrors & { consent?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSavePerson();

  useEffect(() => {
    if (focusInvalid > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: NamedBirthErrors & { consent?: string } = { ...birthErrors(birth, true) };
    if (!name.trim()) found.name = REQUIRED_MESSAGE;
    if (!person && !consent) found.consent = 'Marque a permissão para guardar os dados desta pessoa.';
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    const body = { name: name.trim(), relation, birth: personBirthInput(birth) };
    save.mutate(
      { id: person?.id ?? null, body: person ? body : { ...body, consent: true } },
      {
        onSuccess: onDone,
        onError: (error) => {
          setProblem(error.message);
          const marked: NamedBirthErrors = {};
          for (const e of serverFieldErrors(error.cause)) {
            const field = birthFieldOf(e.field, 'birth');
            if (field) marked[field] = e.message;
          }
          if (Object.keys(marked).length > 0) {
            setErrors(marked);
            setFocusInvalid((n) => n + 1);
          }
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      aria-busy={save.isPending}
      className="glass p-5 sm:p-6"
      noValidate
    >
      <fieldset disabled={save.isPending} className="min-w-0 space-y-4 [color-scheme:dark]">
        <legend className="font-serif text-xl text-soft-gold">
          {person ? `Editar ${person.name}` : 'Nova pessoa'}
        </legend>
        <FormField
          id={`${id}-name`}
          label="Nome"
          name="name"
          type="text"
          autoComplete="off"
          required
          maxLength={120}
          error={errors.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <div>
          <FieldLabel htmlFor={`${id}-relation`}>Relação</FieldLabel>
          <select
            id={`${id}-relation`}
            name="relation"
            value={relation}
            onChange={(e) => setRelation(e.target.value as PersonRelation)}
            className={inputClasses()}
          >
            {PERSON_RELATIONS.map((r) => (
              <option key={r} value={r}>
                {RELATION_NAMES[r]}
              </option>
            ))}
          </select>
        </div>
        <BirthFields
          ids={{ birthDate: `${id}-date`, birthTime: `${id}-time`, birthPlace: `${id}-place` }}
          values={birth}
          errors={errors}
          onChange={(patch, edited) => {
            setBirth((v) => ({ ...v, ...patch }));
            setErrors((current) => ({ ...current, [edited]: undefined }));
          }}
          timeUnknownName="person-timeUnknown"
          placePlaceholder="Cidade, UF"
        />
        {!person && (
          <div>
            <label className="inline-flex min-h-11 cursor-pointer items-start gap-3 text-sm text-text">
              <input
                type="checkbox"
                name="consent"
                checked={consent}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${id}-consent-erro` : undefined}
                onChange={(e) => {
                  setConsent(e.target.checked);
                  setErrors((current) => ({ ...current, consent: undefined }));
                }}
                className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-gold)]"
              />
              {PEOPLE_CONSENT_LABEL}
            </label>
            {errors.consent && (
              <p id={`${id}-consent-erro`} className="mt-1 text-sm text-danger">
                {errors.consent}
              </p>
            )}
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{person ? 'Salvar alterações' : 'Guardar pessoa'}</Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
