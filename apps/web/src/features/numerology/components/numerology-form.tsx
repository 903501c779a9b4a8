import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { DATE_FORMAT_MESSAGE, DATE_PATTERN, maskDate, toWireDate } from '../../../lib/birth-masks';

export interface NameAndDate {
  fullName: string;
  /** YYYY-MM-DD */
  birthDate: string;
}

export type FormErrors = Partial<Record<keyof NameAndDate, string>>;

/** Name as in the birth certificate and the birth date: the map's whole input. */
export function NumerologyForm({
  initial,
  serverErrors,
  pending,
  onSubmit,
}: {
  initial: { fullName: string; birthDate: string };
  serverErrors: FormErrors;
  pending: boolean;
  onSubmit: (input: NameAndDate) => void;
}) {
  const [fullName, setFullName] = useState(initial.fullName);
  const [typedDate, setTypedDate] = useState(initial.birthDate);
  const [errors, setErrors] = useState<FormErrors>({});
  const shown = { ...serverErrors, ...errors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FormErrors = {};
    if (fullName.trim() === '') found.fullName = 'Informe o nome completo.';
    if (!DATE_PATTERN.test(typedDate)) found.birthDate = DATE_FORMAT_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length === 0)
      onSubmit({ fullName: fullName.trim(), birthDate: toWireDate(typedDate) });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="glass grid gap-4 p-5 sm:grid-cols-[2fr_1fr_auto] sm:items-start sm:p-6"
    >
      <FormField
        id="numerologia-nome"
        label="Nome completo"
        name="fullName"
        autoComplete="name"
        hint="Como na certidão de nascimento, com acentos."
        value={fullName}
        error={shown.fullName}
        onChange={(e) => {
          setFullName(e.target.value);
          setErrors((x) => ({ ...x, fullName: undefined }));
        }}
      />
      <FormField
        id="numerologia-nascimento"
        label="Data de nascimento"
        name="birthDate"
        inputMode="numeric"
        autoComplete="off"
        placeholder="DD/MM/AAAA"
        maxLength={10}
        value={typedDate}
        error={shown.birthDate}
        onChange={(e) => {
          setTypedDate(maskDate(e.target.value));
          setErrors((x) => ({ ...x, birthDate: undefined }));
        }}
      />
      <Button type="submit" disabled={pending} className="sm:mt-7">
        {pending ? 'Calculando...' : 'Calcular o mapa'}
      </Button>
    </form>
  );
}
