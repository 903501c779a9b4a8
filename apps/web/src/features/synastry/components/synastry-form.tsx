import type { SynastryRequest } from '@constelar/contract';
import type { AddressForm } from '@constelar/contract/constants';
import { HeartHandshake, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AddressFormSelect } from '../../../components/ui/address-form-select';
import { Button } from '../../../components/ui/button';
import { useCalculateSynastry } from '../api/calculate-synastry';
import { serverFieldErrors } from '../../../lib/server-field-error';
import {
  buildSynastryRequest,
  EMPTY_NAMED_BIRTH,
  personFieldOf,
  validatePerson,
  type NamedBirthErrors,
  type NamedBirthField,
  type NamedBirthValues,
} from '../../../lib/birth-model';
import { alertMessageFor } from '../lib/synastry-messages';
import { useLastSynastry } from '../stores/last-synastry-store';
import { usePeople } from '../../../lib/people-api';
import { useProfile } from '../../../lib/profile-query';
import { useSessionUser } from '../../../lib/session';
import { PersonFields, type SideChoice } from './person-fields';

/** A side picked from the list goes by id ('me' or the person's), in place of what is typed. */
function withChoices(request: SynastryRequest, choices: { 1: SideChoice; 2: SideChoice }): SynastryRequest {
  const out: SynastryRequest = { ...request };
  if (choices[1] !== 'typed') {
    delete out.person1;
    out.person1Id = choices[1];
  }
  if (choices[2] !== 'typed') {
    delete out.person2;
    out.person2Id = choices[2];
  }
  return out;
}

export function SynastryForm() {
  const [person1, setPerson1] = useState<NamedBirthValues>(EMPTY_NAMED_BIRTH);
  const [person2, setPerson2] = useState<NamedBirthValues>(EMPTY_NAMED_BIRTH);
  // /sinastria?pessoa=<id> (from Pessoas): "Eu" with that person.
  const [search] = useSearchParams();
  const preset = search.get('pessoa');
  const [choices, setChoices] = useState<{ 1: SideChoice; 2: SideChoice }>(
    preset ? { 1: 'me', 2: preset } : { 1: 'typed', 2: 'typed' },
  );
  const people = usePeople().data ?? [];
  // "Como prefere ser tratado(a)?" (issue #27): the member's saved choice until another is picked here.
  const profile = useProfile(useSessionUser()?.id ?? null);
  const [chosenAddressForm, setChosenAddressForm] = useState<AddressForm | null | undefined>(undefined);
  const addressForm =
    chosenAddressForm === undefined ? (profile.data?.addressForm ?? null) : chosenAddressForm;
  // A member whose profile has a birth starts as "Eu" on the first side, until another choice is made
  // there (issue #45): nobody should retype their own birth.
  const side1Chosen = useRef(false);
  const hasOwnBirth = Boolean(profile.data?.birth);
  useEffect(() => {
    if (hasOwnBirth && !side1Chosen.current) setChoices((c) => (c[1] === 'typed' ? { ...c, 1: 'me' } : c));
  }, [hasOwnBirth]);
  const [errors, setErrors] = useState<{ 1: NamedBirthErrors; 2: NamedBirthErrors }>({ 1: {}, 2: {} });
  const [focusInvalid, setFocusInvalid] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const calculate = useCalculateSynastry();
  const save = useLastSynastry((s) => s.save);
  const navigate = useNavigate();
  const submitting = calculate.isPending;

  // Once the marked fields have rendered, the first of them takes the focus.
  useEffect(() => {
    if (focusInvalid > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const edit = (person: 1 | 2, patch: Partial<NamedBirthValues>) => {
    (person === 1 ? setPerson1 : setPerson2)((v) => ({ ...v, ...patch }));
    // A field's error clears as soon as it is edited, as on the landing form.
    setErrors((current) => {
      const kept = { ...current[person] };
      for (const field of Object.keys(patch) as NamedBirthField[]) delete kept[field];
      return { ...current, [person]: kept };
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    // A side chosen from the list ("Eu" or a saved person) has nothing typed to check.
    const found = {
      1: choices[1] === 'typed' ? validatePerson(person1) : {},
      2: choices[2] === 'typed' ? validatePerson(person2) : {},
    };
    setErrors(found);
    if (Object.keys(found[1]).length + Object.keys(found[2]).length > 0) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    const request = withChoices(buildSynastryRequest(person1, person2), choices);
    if (addressForm) request.addressForm = addressForm;
    calculate.mutate(request, {
      onSuccess: (result) => {
        save(result);
        navigate('/sinastria/resultado');
      },
      // product.md §4: a failure is an alert, and the form comes back as it was; a problem the server
      // pins on a field (a date that does not exist) is also marked under that field.
      onError: (error) => {
        window.alert(alertMessageFor(error));
        const targets = serverFieldErrors(error.cause).flatMap((e) => {
          const target = personFieldOf(e.field);
          return target ? [{ ...target, message: e.message }] : [];
        });
        if (targets.length === 0) return;
        setErrors((current) => {
          const next = { 1: { ...current[1] }, 2: { ...current[2] } };
          for (const { person, field, message } of targets) next[person][field] = message;
          return next;
        });
        setFocusInvalid((n) => n + 1);
      },
    });
  };

  // noValidate: the form's own Portuguese marks, not the browser's bubble over them (issue #45).
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={submitting} className="mt-8">
      <fieldset disabled={submitting} className="min-w-0">
        <legend className="sr-only">Dados das duas pessoas</legend>
        <div className="relative grid items-start gap-4 md:grid-cols-2 md:gap-8">
          <PersonFields
            index={1}
            people={people}
            choice={choices[1]}
            onChoose={(choice) => {
              side1Chosen.current = true;
              setChoices((c) => ({ ...c, 1: choice }));
            }}
            legend="Primeira pessoa"
            values={person1}
            errors={errors[1]}
            disabled={submitting}
            onChange={(patch) => edit(1, patch)}
          />
          <div
            className="pointer-events-none absolute left-1/2 top-1/2 z-10 hidden h-12 w-12 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border border-gold/40 bg-night text-soft-gold shadow-[0_0_30px_-6px_rgba(212,175,55,0.6)] md:grid"
            aria-hidden="true"
          >
            <HeartHandshake className="h-5 w-5" />
          </div>
          <PersonFields
            index={2}
            people={people}
            choice={choices[2]}
            onChoose={(choice) => setChoices((c) => ({ ...c, 2: choice }))}
            legend="Segunda pessoa"
            values={person2}
            errors={errors[2]}
            disabled={submitting}
            onChange={(patch) => edit(2, patch)}
          />
        </div>
        <div className="mx-auto mt-6 max-w-sm">
          <AddressFormSelect
            id="synastry-address-form"
            value={addressForm}
            onChange={setChosenAddressForm}
            hint="Os textos evitam marcar gênero; onde não der, seguem a sua escolha."
          />
        </div>
      </fieldset>
      <p className="mt-4 text-center text-sm text-muted">
        Escolha "Eu" ou uma das suas pessoas em cada lado, ou digite os dados.{' '}
        <Link to="/pessoas" className="text-soft-gold underline underline-offset-4">
          Guardar pessoas
        </Link>
      </p>
      <div className="mt-8 flex flex-col items-center gap-3">
        <Button type="submit" disabled={submitting} className="w-full max-w-sm text-base">
          {submitting ? (
            <>
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-night/30 border-t-night"
                aria-hidden="true"
              />
              Analisando Conexão Cósmica...
            </>
          ) : (
            <>
              <Sparkles className="h-4 w-4" aria-hidden="true" />
              Revelar a Conexão
            </>
          )}
        </Button>
        <p className="text-center text-xs text-muted" role="status">
          {submitting ? 'Os dois mapas estão sendo calculados e comparados.' : ''}
        </p>
      </div>
    </form>
  );
}
