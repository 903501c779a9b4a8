import { HOUSE_SYSTEMS } from '@constelar/core/codes';
import { z } from 'zod';
import { NewBadges } from './badges';
import { Email, objectBody } from './common';
import {
  ADDRESS_FORMS,
  CHANGE_PASSWORD_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { AccountName } from './names';
import {
  AddressFormField,
  BirthDate,
  BirthInput,
  BirthPlace,
  BirthTime,
  HouseSystemField,
  PlaceId,
} from './reports';

/** The member's own birth as the profile form sends it (sky.md §2); null clears it. */
export const ProfileBirthInput = z
  .object(
    {
      birthDate: BirthDate,
      birthTime: BirthTime.nullable(),
      birthPlace: BirthPlace,
      placeId: PlaceId,
    },
    { error: 'Dados de nascimento inválidos.' },
  )
  .nullable();

/** The member's own birth as stored: the place as it resolved, with its gazetteer id. */
export const ProfileBirth = z
  .object({
    birthDate: z.string(),
    birthTime: z.string().nullable(),
    birthPlace: z.string(),
    placeId: z.string(),
  })
  .meta({ id: 'ProfileBirth' });
export type ProfileBirth = z.infer<typeof ProfileBirth>;

const NewPassword = z
  .string({ error: 'Informe uma senha.' })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

const GivenPassword = z
  .string({ error: 'Informe sua senha.' })
  .min(1, 'Informe sua senha.')
  .max(PASSWORD_MAX_LENGTH, 'Senha inválida.');

export const RegisterRequest = objectBody({
  name: AccountName,
  email: Email,
  password: NewPassword,
  /** Issue #45: the reading a visitor made before signing up, sent only when the form's consent is on. */
  firstReading: BirthInput.optional().meta({
    description:
      'A leitura feita antes de criar a conta, enviada só com o consentimento da pessoa: vira o primeiro ' +
      'relatório salvo e o nascimento do perfil. Um nascimento inválido responde 422 e nenhuma conta é criada.',
  }),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const LoginRequest = objectBody({ email: Email, password: GivenPassword });
export type LoginRequest = z.input<typeof LoginRequest>;

export const UserProfile = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    createdAt: z.string(),
    isBetaTester: z.boolean(),
    betaTesterNumber: z.number().int().nullable(),
    isAdmin: z.boolean(),
    /** Admin rights and the dashboard's "Confirme seu e-mail" banner depend on it (accounts.md §2). */
    emailVerified: z.boolean(),
    /** A new address asked for and not yet confirmed by its link; until then `email` stays the login. */
    pendingEmail: z.string().nullable().optional(),
    /** Used by the member's reports that name no system (sky.md §1). */
    houseSystem: z.enum(HOUSE_SYSTEMS),
    /** "Como prefere ser tratado(a)?"; null until chosen (issue #27). */
    addressForm: z.enum(ADDRESS_FORMS).nullable().optional(),
    /** The member's own birth, for "Meu mapa", transits and the day; null until given. */
    birth: ProfileBirth.nullable(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfile>;

export const RegisterResponse = z.object({
  message: z.string(),
  user: UserProfile,
  newBadges: NewBadges,
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const LoginResponse = z.object({ token: z.string(), user: UserProfile });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const UpdateProfileRequest = objectBody({
  name: AccountName,
  email: Email,
  /** Needed only when `email` changes: a session alone cannot move the account to another inbox. */
  currentPassword: GivenPassword.optional(),
  houseSystem: HouseSystemField.optional(),
  addressForm: AddressFormField.optional(),
  /** Absent keeps the stored birth; null clears it. */
  birth: ProfileBirthInput.optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

/** A fresh token comes back because the name and e-mail travel inside it. */
export const UpdateProfileResponse = z.object({ message: z.string(), user: UserProfile, token: z.string() });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

export const ChangePasswordRequest = objectBody({
  currentPassword: z
    .string({ error: CHANGE_PASSWORD_MESSAGES.required })
    .min(1, CHANGE_PASSWORD_MESSAGES.required),
  newPassword: z
    .string({ error: CHANGE_PASSWORD_MESSAGES.required })
    .min(PASSWORD_MIN_LENGTH, CHANGE_PASSWORD_MESSAGES.tooShort)
    .max(PASSWORD_MAX_LENGTH, `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** A fresh token for this device: the password change ended every older session. */
export const ChangePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

const LinkToken = z
  .string({ error: 'Link inválido ou incompleto.' })
  .trim()
  .min(1, 'Link inválido ou incompleto.')
  .max(200, 'Link inválido ou incompleto.');

export const VerifyEmailRequest = objectBody({ token: LinkToken });
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>;

export const VerifyEmailResponse = z.object({
  message: z.string(),
  user: UserProfile,
  /** Only when the link is opened signed in as the same account: a session that carries the new rights. */
  token: z.string().optional(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

export const ForgotPasswordRequest = objectBody({ email: Email });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = objectBody({ token: LinkToken, password: NewPassword });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

export const DeleteAccountRequest = objectBody({
  confirmPassword: z
    .string({ error: 'Senha é obrigatória para excluir a conta' })
    .min(1, 'Senha é obrigatória para excluir a conta')
    .max(PASSWORD_MAX_LENGTH, 'Senha inválida.'),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequest>;
