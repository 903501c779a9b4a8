import type { AddressForm } from '@constelar/contract/constants';
import type { UserProfile } from '@constelar/contract';
import { DEFAULT_HOUSE_SYSTEM, type HouseSystem } from '@constelar/core/codes';
import { BadgeCheck, CalendarDays, Crown, MailWarning } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { AddressFormSelect } from '../../../../components/ui/address-form-select';
import { HouseSystemSelect } from '../../../../components/ui/house-system-select';
import { serverFieldErrors } from '../../../../lib/server-field-error';
import { useUpdateProfile } from '../../api/update-profile';
import { formatDatePtBR } from '../../lib/format-date';
import {
  BIRTH_FIELDS,
  birthFieldOf,
  birthValuesOf,
  profileBirthPayload,
  validateProfileBirth,
  type BirthErrors,
  type BirthField,
  type BirthValues,
} from '../../../../lib/birth-model';
import { validateProfile } from '../../lib/profile-validation';
import type { TimedMessage } from '../../hooks/use-timed-message';
import { BIRTH_FIELD_IDS, ProfileBirthFields } from './birth-fields';
import { Field } from './field';

const CHECK_BIRTH = 'Confira os dados de nascimento.';

export function ProfileTab({
  profile,
  notify,
  onSaved,
  focusSave = false,
}: {
  profile: UserProfile;
  notify: (text: string, tone: TimedMessage['tone']) => void;
  onSaved?: () => void;
  /** After a save the tab is mounted afresh with the server's data: the keyboard stays on "Salvar". */
  focusSave?: boolean;
}) {
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.pendingEmail ?? profile.email);
  const [currentPassword, setCurrentPassword] = useState('');
  // A new address needs the password (issue #44): a session alone cannot move the account elsewhere.
  const asksNewEmail =
    email.trim().toLowerCase() !== profile.email.toLowerCase() &&
    email.trim().toLowerCase() !== (profile.pendingEmail ?? '').toLowerCase();
  // Older profiles may lack the field: Placidus is the server's default then.
  const [houseSystem, setHouseSystem] = useState<HouseSystem>(profile.houseSystem ?? DEFAULT_HOUSE_SYSTEM);
  const houseSystemId = useId();
  const [addressForm, setAddressForm] = useState<AddressForm | null>(profile.addressForm ?? null);
  const addressFormId = useId();
  const [nameInvalid, setNameInvalid] = useState(false);
  const [birth, setBirth] = useState<BirthValues>(() => birthValuesOf(profile.birth));
  const [birthErrors, setBirthErrors] = useState<BirthErrors>({});
  const update = useUpdateProfile();
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusSave) saveRef.current?.focus();
    // Once, as the tab mounts after a save; `focusSave` cannot change within one mount.
  }, [focusSave]);

  const changeBirth = (next: Partial<BirthValues>, edited?: BirthField) => {
    setBirth((current) => ({ ...current, ...next }));
    // As in the landing form, a field's error clears as soon as it is edited.
    if (edited)
      setBirthErrors((current) => (current[edited] ? { ...current, [edited]: undefined } : current));
  };
  const focusBirth = (field: BirthField) => document.getElementById(BIRTH_FIELD_IDS[field])?.focus();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateProfile(name);
    setNameInvalid(problem !== null);
    if (problem) return notify(problem, 'error');
    const found = validateProfileBirth(birth);
    setBirthErrors(found);
    const firstInvalid = BIRTH_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focusBirth(firstInvalid);
      return notify(CHECK_BIRTH, 'error');
    }
    try {
      const { user, message } = await update.mutateAsync({
        name: name.trim(),
        email: email.trim(),
        ...(asksNewEmail ? { currentPassword } : {}),
        houseSystem,
        // "Sem preferência" after a choice stores the neutral wording, which is what no choice reads.
        ...(addressForm ? { addressForm } : profile.addressForm ? { addressForm: 'neutro' as const } : {}),
        birth: profileBirthPayload(birth, profile.birth),
      });
      // A new address waits for its link (accounts.md §2): the server's message says where it went.
      setCurrentPassword('');
      onSaved?.();
      notify(user.pendingEmail ? message : 'Perfil atualizado com sucesso!', 'success');
    } catch (error) {
      // A date in the future, one that does not exist, a place the gazetteer does not know: each at its
      // field, every one the server named at once.
      const named = serverFieldErrors(error instanceof Error ? error.cause : undefined);
      // A name the charts cannot read (the server's 422 on `name`): the field is marked, the words shown.
      if (named.some((e) => e.field === 'name')) setNameInvalid(true);
      const atBirth = named.flatMap((e) => {
        const field = birthFieldOf(e.field, 'birth');
        return field ? [{ field, message: e.message }] : [];
      });
      if (atBirth.length > 0) {
        setBirthErrors((current) => {
          const next = { ...current };
          for (const { field, message } of atBirth) next[field] = message;
          return next;
        });
        const first = BIRTH_FIELDS.find((field) => atBirth.some((e) => e.field === field));
        if (first) focusBirth(first);
        return notify(CHECK_BIRTH, 'error');
      }
      notify(error instanceof Error ? error.message : 'Erro ao atualizar perfil', 'error');
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4 rounded-2xl border border-gold/15 bg-night/40 p-4">
        <span
          aria-hidden="true"
          className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-gradient-to-br from-gold to-amber font-serif text-2xl font-semibold text-night"
        >
          {profile.name.trim().charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate font-serif text-lg text-soft-gold">{profile.name}</p>
          <p className="truncate text-sm text-muted">{profile.email}</p>
          {profile.pendingEmail && (
            <p className="mt-1 flex items-center gap-1.5 text-xs text-amber">
              <MailWarning className="h-3.5 w-3.5" aria-hidden="true" />
              Novo e-mail aguardando confirmação: {profile.pendingEmail}
            </p>
          )}
          {profile.emailVerified ? (
            <p className="mt-1 flex items-center gap-1.5 text-xs text-teal">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
              E-mail confirmado
            </p>
          ) : (
            <p className="mt-1 flex items-center gap-1.5 text-xs text-amber">
              <MailWarning className="h-3.5 w-3.5" aria-hidden="true" />
              E-mail aguardando confirmação
            </p>
          )}
          <p className="mt-1 flex items-center gap-1.5 text-xs text-text/80">
            <CalendarDays className="h-3.5 w-3.5 text-soft-gold" aria-hidden="true" />
            Membro desde {formatDatePtBR(profile.createdAt)}
          </p>
        </div>
      </div>

      {profile.isBetaTester && (
        <div className="flex items-center gap-3 rounded-2xl border border-gold/40 bg-gradient-to-r from-gold/15 to-transparent px-4 py-3">
          <Crown className="h-5 w-5 shrink-0 text-soft-gold" aria-hidden="true" />
          <div className="flex flex-col leading-tight">
            <span className="text-sm font-semibold text-soft-gold">
              Beta Tester #{profile.betaTesterNumber ?? ''}
            </span>
            <span className="text-xs text-text/80">Visionário do Arcano</span>
          </div>
        </div>
      )}

      {/* product.md §5: the e-mail is checked by its input type only, so the browser validation stays on. */}
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label="Nome"
          name="name"
          autoComplete="name"
          value={name}
          aria-invalid={nameInvalid || undefined}
          onChange={(e) => {
            setName(e.target.value);
            setNameInvalid(false);
          }}
        />
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {asksNewEmail && (
          <Field
            label="Senha atual (para trocar o e-mail)"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        )}
        <HouseSystemSelect
          id={houseSystemId}
          value={houseSystem}
          onChange={setHouseSystem}
          hint="Usado nos seus próximos relatórios, quando o formulário não escolher outro."
        />
        <AddressFormSelect
          id={addressFormId}
          value={addressForm}
          onChange={setAddressForm}
          hint="Os textos evitam marcar gênero; onde não der, seguem a sua escolha."
        />
        <ProfileBirthFields values={birth} errors={birthErrors} onChange={changeBirth} />
        <Button ref={saveRef} type="submit" disabled={update.isPending} className="self-stretch sm:self-end">
          {update.isPending ? 'Salvando...' : 'Salvar Alterações'}
        </Button>
      </form>
    </div>
  );
}
