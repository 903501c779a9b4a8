import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { revokeLinkTokens } from '../../db/repositories/link-tokens';
import { issueLinkToken } from '../../lib/link-tokens';
import type { DbOrTx } from '../../mail/mailer';
import { emailChangedNoticeMessage } from '../../mail/templates/email-changed-notice';
import { resetPasswordMessage } from '../../mail/templates/reset-password';
import { verifyEmailMessage } from '../../mail/templates/verify-email';
import type { Tx } from '../badges/badge-service';

/** A link into the web app carrying a token; PUBLIC_URL is the origin people reach us at. */
export const appLink = (ctx: Pick<AppContext, 'config'>, path: string, token: string) =>
  `${ctx.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

type Writer = Tx & DbOrTx;

/**
 * A message carrying a single-use link for this account's address. The token and the message are
 * written in the caller's transaction, so neither exists without the other.
 */
async function sendLinkMail(
  ctx: AppContext,
  tx: Writer,
  user: UserRow,
  now: Date,
  purpose: 'verify-email' | 'reset-password',
  compose: (input: { name: string; link: string }) => { subject: string; text: string; html: string },
  to: string = user.email,
) {
  const token = await issueLinkToken(tx, { purpose, userId: user.id, email: to, now });
  const link = appLink(ctx, LINK_PATHS[purpose], token);
  await ctx.mail.send({ kind: purpose, to, ...compose({ name: user.name, link }) }, tx);
}

const LINK_PATHS = { 'verify-email': '/confirmar-email', 'reset-password': '/redefinir-senha' } as const;

/** The address a confirmation link goes to: a new one waiting for its link, else the unconfirmed current one. */
export const addressToConfirm = (user: Pick<UserRow, 'email' | 'pendingEmail' | 'emailVerifiedAt'>) =>
  user.pendingEmail ?? (user.emailVerifiedAt === null ? user.email : null);

/** "Confirme seu e-mail" at `to` (the account's address, or the one it asks to move to): a fresh link replaces any earlier one. */
export async function sendEmailConfirmation(
  ctx: AppContext,
  tx: Writer,
  user: UserRow,
  now: Date,
  to: string = user.email,
) {
  await revokeLinkTokens(tx, 'verify-email', user.id, now);
  await sendLinkMail(ctx, tx, user, now, 'verify-email', verifyEmailMessage, to);
}

export const sendPasswordReset = (ctx: AppContext, tx: Writer, user: UserRow, now: Date) =>
  sendLinkMail(ctx, tx, user, now, 'reset-password', resetPasswordMessage);

/**
 * Sent, once a new address is confirmed, to the address the account leaves and to the new one: the
 * change is never silent, whoever holds either inbox.
 */
export async function sendEmailChangedNotice(ctx: AppContext, tx: Writer, to: string, user: UserRow) {
  await ctx.mail.send(
    {
      kind: 'email-changed',
      to,
      ...emailChangedNoticeMessage({ name: user.name, newEmail: user.email }),
    },
    tx,
  );
}
