import { z } from 'zod';
import { Email, objectBody } from './common';

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 200;
const NAME_MAX_LENGTH = 120;

const PersonName = z
  .string({ error: 'Informe seu nome.' })
  .trim()
  .min(1, 'Informe seu nome.')
  .max(NAME_MAX_LENGTH, `O nome pode ter no máximo ${NAME_MAX_LENGTH} caracteres.`);

const NewPassword = z
  .string({ error: 'Informe uma senha.' })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

const GivenPassword = z
  .string({ error: 'Informe sua senha.' })
  .min(1, 'Informe sua senha.')
  .max(PASSWORD_MAX_LENGTH, 'Senha inválida.');

export const RegisterRequest = objectBody({ name: PersonName, email: Email, password: NewPassword });
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const LoginRequest = objectBody({ email: Email, password: GivenPassword });
export type LoginRequest = z.input<typeof LoginRequest>;

export const UserProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  isBetaTester: z.boolean(),
  betaTesterNumber: z.number().int().nullable(),
  isAdmin: z.boolean(),
  /** Admin rights and the dashboard's "Confirme seu e-mail" banner depend on it (accounts.md §2). */
  emailVerified: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const BADGE_RARITY_VALUES = ['common', 'rare', 'epic', 'legendary'] as const;

export const Badge = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  rarity: z.enum(BADGE_RARITY_VALUES),
  earnedAt: z.string().optional(),
});
export type Badge = z.infer<typeof Badge>;

export const RegisterResponse = z.object({
  message: z.string(),
  user: UserProfile,
  newBadges: z.array(Badge).optional(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const LoginResponse = z.object({ token: z.string(), user: UserProfile });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const UpdateProfileRequest = objectBody({ name: PersonName, email: Email });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

/** A fresh token comes back because the name and e-mail travel inside it. */
export const UpdateProfileResponse = z.object({ message: z.string(), user: UserProfile, token: z.string() });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

export const ChangePasswordRequest = objectBody({
  currentPassword: z
    .string({ error: 'Todos os campos de senha são obrigatórios' })
    .min(1, 'Todos os campos de senha são obrigatórios'),
  newPassword: z
    .string({ error: 'Todos os campos de senha são obrigatórios' })
    .min(PASSWORD_MIN_LENGTH, 'Nova senha deve ter pelo menos 6 caracteres')
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

export const VerifyEmailResponse = z.object({ message: z.string(), user: UserProfile });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

export const ForgotPasswordRequest = objectBody({ email: Email });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = objectBody({ token: LinkToken, password: NewPassword });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

export const FORGOT_PASSWORD_MESSAGE =
  'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada.';

export const DeleteAccountRequest = objectBody({
  confirmPassword: z
    .string({ error: 'Senha é obrigatória para excluir a conta' })
    .min(1, 'Senha é obrigatória para excluir a conta')
    .max(PASSWORD_MAX_LENGTH, 'Senha inválida.'),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequest>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const BadgesResponse = z.object({
  badges: z.array(Badge),
  betaTester: z.object({ number: z.number().int() }).nullable(),
});
export type BadgesResponse = z.infer<typeof BadgesResponse>;

export const CheckRetroactiveResponse = z.object({
  newBadges: z.array(Badge),
  hasNewBadges: z.boolean(),
  message: z.string(),
  hasAllBadges: z.boolean(),
  currentBadgesCount: z.number().int(),
  totalAvailable: z.number().int(),
});
export type CheckRetroactiveResponse = z.infer<typeof CheckRetroactiveResponse>;
