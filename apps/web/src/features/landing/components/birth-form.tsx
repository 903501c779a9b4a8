import type { Place } from '@constelar/contract';
import { NAME_MAX_LENGTH } from '@constelar/contract/constants';
import { AlertCircle, ChevronDown, LoaderCircle, MapPin, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { BirthFields } from '../../../components/ui/birth-fields';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useLastReport } from '../../../lib/last-report-store';
import { DATE_PATTERN } from '../../../lib/birth-masks';
import { serverFieldErrors } from '../../../lib/server-field-error';
import { formatLatLong, sharedLabels } from '../../../lib/place-detail';
import { useSessionUser, useSignedIn } from '../../../lib/session';
import { useProfile } from '../../../lib/profile-query';
import { useCalculatePersonal } from '../api/calculate-personal';
import { useCreateReport } from '../api/create-report';
import {
  EMPTY_NAMED_BIRTH,
  birthValuesOf,
  toBirthInput,
  validateBirthForm,
  type NamedBirthErrors,
  type NamedBirthField,
  type NamedBirthValues,
} from '../../../lib/birth-model';
import { placeSuggestions } from '../lib/report-error';
import { useScrollToHashOnMount } from '../hooks/use-scroll-to-hash';
import { AddressFormSelect } from '../../../components/ui/address-form-select';
import { HouseSystemSelect } from '../../../components/ui/house-system-select';
import type { AddressForm } from '@constelar/contract/constants';
import { DEFAULT_HOUSE_SYSTEM, type HouseSystem } from '@constelar/core/codes';

const ANONYMOUS_FAILED = 'Não foi possível gerar o relatório anônimo.';
const CREATE_FAILED = 'Não foi possível criar o relatório.';
const GENERIC_FAILED = 'Ocorreu um erro ao gerar seu relatório.';

const FIELD_ORDER: NamedBirthField[] = ['name', 'birthDate', 'birthTime', 'birthPlace'];
const FIELD_IDS: Record<NamedBirthField, string> = {
  name: 'birth-name',
  birthDate: 'birth-date',
  birthTime: 'birth-time',
  birthPlace: 'birth-place',
};

/** The birth-data form (product.md §4, §5): anonymous calculation, or a saved report when signed in. */
export function BirthForm() {
  useScrollToHashOnMount();
  const [values, setValues] = useState<NamedBirthValues>(EMPTY_NAMED_BIRTH);
  // A member starts from the profile's birth ("Eu", issue #45), until a field is edited.
  const typed = useRef(false);
  const profile = useProfile(useSessionUser()?.id ?? null).data;
  useEffect(() => {
    if (!profile?.birth || typed.current) return;
    setValues({ name: profile.name, ...birthValuesOf(profile.birth) });
  }, [profile]);
  /** null until chosen: the request then names no system, and the server uses the profile's (or Placidus). */
  const [houseSystem, setHouseSystem] = useState<HouseSystem | null>(null);
  /** null: no preference, the neutral wording (issue #27). */
  const [addressForm, setAddressForm] = useState<AddressForm | null>(null);
  const [errors, setErrors] = useState<NamedBirthErrors>({});
  const [generalError, setGeneralError] = useState('');
  const [suggestions, setSuggestions] = useState<Place[]>([]);
  const suggestedNamesakes = sharedLabels(suggestions);
  const formRef = useRef<HTMLFormElement>(null);
  const signedIn = useSignedIn();
  const saveLastReport = useLastReport((s) => s.save);
  const navigate = useNavigate();
  const anonymous = useCalculatePersonal();
  const create = useCreateReport();
  const submitting = anonymous.isPending || create.isPending;

  const errorCount = FIELD_ORDER.filter((field) => errors[field]).length;

  /** Typing forgets a chosen place; choosing one, from the list or the server's suggestions, keeps its id. */
  const change = (patch: Partial<NamedBirthValues>, field: NamedBirthField) => {
    typed.current = true;
    setValues((current) => ({ ...current, ...patch }));
    // product.md §5: a field's error clears as soon as it is edited.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    if (field === 'birthPlace') setSuggestions([]);
  };

  // product.md §8: a saved report says the server's `error`; the anonymous one its `message` first.
  const failureMessage = (error: unknown) =>
    signedIn ? errorMessage(error, CREATE_FAILED) : errorMessage(error, ANONYMOUS_FAILED, 'message');

  const focusField = (field: NamedBirthField) =>
    formRef.current?.querySelector<HTMLInputElement>(`#${FIELD_IDS[field]}`)?.focus();

  /**
   * The fields the server refused, beside the form's own (which win: product.md's words), each under its
   * field and all at once; the first of them takes the focus. False when the answer named no field.
   */
  const showServerErrors = (error: unknown, own: NamedBirthErrors): boolean => {
    const named = serverFieldErrors(error).filter(
      (e): e is { field: NamedBirthField; message: string } =>
        FIELD_ORDER.includes(e.field as NamedBirthField) && !own[e.field as NamedBirthField],
    );
    const places = placeSuggestions(error);
    if (named.length === 0 && !places) return false;
    const merged: NamedBirthErrors = { ...own };
    for (const { field, message } of named) merged[field] = message;
    if (places && !own.birthPlace) {
      // An unknown place: say so at the field and offer the places the server thinks were meant.
      merged.birthPlace ??= failureMessage(error);
      setSuggestions(places);
    }
    setErrors(merged);
    const first = FIELD_ORDER.find((field) => merged[field]);
    if (first) focusField(first);
    return true;
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const found = validateBirthForm(values);
    setErrors(found);
    setGeneralError('');
    setSuggestions([]);
    const input = toBirthInput(values, houseSystem, addressForm);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      // A date typed in full may not exist and a place may be unknown: only the server can say, so it is
      // asked now, and every problem of this submit shows at once. A value the form refused is refused by
      // the server too, so nothing is computed or saved; the anonymous route keeps nothing in any case.
      if (DATE_PATTERN.test(values.birthDate.trim()) || (values.birthPlace.trim() && !found.birthPlace)) {
        try {
          await anonymous.mutateAsync(input);
        } catch (error) {
          showServerErrors(error, found);
        }
      }
      return;
    }

    try {
      if (signedIn) {
        const report = await create.mutateAsync(input);
        if (!report?.content) throw new Error('report without content');
        saveLastReport({ content: report.content, id: report.id, createdAt: report.createdAt });
        navigate(`/resultado/${report.id}`);
      } else {
        const report = await anonymous.mutateAsync(input);
        if (!report?.content) throw new Error('report without content');
        // The inputs too: signing up afterwards can keep this reading in the account (issue #45).
        saveLastReport({ content: report.content, input });
        navigate('/resultado');
      }
    } catch (error) {
      if (!isApiError(error)) {
        setGeneralError(GENERIC_FAILED);
        return;
      }
      // Problems the server pins on fields (a date that does not exist, an unknown place) are shown under
      // them, every one at once, like the form's own checks.
      if (showServerErrors(error, {})) return;
      setGeneralError(failureMessage(error));
    }
  };

  const choosePlace = (place: Place) => {
    change({ birthPlace: place.label, placeId: place.id }, 'birthPlace');
    formRef.current?.querySelector<HTMLInputElement>(`#${FIELD_IDS.birthPlace}`)?.focus();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={submitting}>
      <FormField
        id={FIELD_IDS.name}
        label="Nome completo"
        name="name"
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        placeholder="Como está na sua certidão"
        value={values.name}
        error={errors.name}
        aria-required="true"
        onChange={(e) => change({ name: e.target.value }, 'name')}
      />
      <BirthFields
        ids={FIELD_IDS}
        values={values}
        errors={errors}
        onChange={change}
        gridClassName="grid gap-5 sm:grid-cols-2"
        dateProps={{ 'aria-required': 'true' }}
        timeProps={{
          hint: values.timeUnknown
            ? 'Sem a hora, calculamos para 12:00: Ascendente, Meio do Céu e casas ficam de fora.'
            : 'A hora local, como está na certidão.',
          'aria-required': !values.timeUnknown,
        }}
        placePlaceholder="Cidade, estado ou país"
        afterPlace={
          suggestions.length > 0 && (
            <div className="mt-3 animate-fade-in">
              <p id="birth-place-sugestoes" className="text-sm text-muted">
                Você quis dizer:
              </p>
              <ul aria-labelledby="birth-place-sugestoes" className="mt-2 flex flex-wrap gap-2">
                {suggestions.map((place) => (
                  <li key={place.id}>
                    <button
                      type="button"
                      onClick={() => choosePlace(place)}
                      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gold/35 bg-violet/50 px-4 py-2 text-sm text-soft-gold transition hover:bg-gold/15"
                    >
                      <MapPin className="h-4 w-4" aria-hidden="true" />
                      {place.label}
                      {suggestedNamesakes.has(place.label) &&
                        ` · ${formatLatLong(place.latitude, place.longitude)}`}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      />

      <details className="group rounded-xl border border-gold/15 bg-night/30 px-4 open:pb-4">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 text-sm text-soft-gold [&::-webkit-details-marker]:hidden">
          Opções avançadas
          <ChevronDown
            className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <HouseSystemSelect
          id="birth-house-system"
          value={houseSystem ?? DEFAULT_HOUSE_SYSTEM}
          onChange={setHouseSystem}
          hint={
            signedIn
              ? 'Como as casas são divididas. Sem escolha aqui, vale o sistema salvo no seu perfil.'
              : 'Como as casas do mapa são divididas. Na dúvida, fique com o padrão.'
          }
        />
        <AddressFormSelect
          id="birth-address-form"
          value={addressForm}
          onChange={setAddressForm}
          hint="Os textos evitam marcar gênero; onde não der, seguem a sua escolha."
        />
      </details>

      <p className="sr-only" aria-live="polite">
        {errorCount > 0 &&
          (errorCount === 1 ? 'Um campo precisa de correção.' : `${errorCount} campos precisam de correção.`)}
      </p>

      {generalError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{generalError}</span>
        </p>
      )}

      <button
        type="submit"
        disabled={submitting}
        className={buttonClasses('primary', 'min-h-12 w-full text-base')}
      >
        {submitting ? (
          <>
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
            Decodificando...
          </>
        ) : (
          <>
            <Sparkles className="h-5 w-5" aria-hidden="true" />
            Decodificar meu destino
          </>
        )}
      </button>
      <p className="text-center text-xs text-muted">
        {signedIn
          ? 'Seu relatório ficará guardado no seu Santuário Pessoal.'
          : 'Sem cadastro: o relatório fica guardado apenas neste navegador.'}
      </p>
    </form>
  );
}
