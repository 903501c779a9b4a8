import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { issueLinkToken, revokeLinkTokens } from '../../lib/link-tokens';
import type { DbOrTx } from '../../mail/mailer';
import { emailChangedNoticeMessage } from '../../mail/templates/email-changed-notice';
import { resetPasswordMessage } from '../../mail/templates/reset-password';
import { verifyEmailMessage } from '../../mail/templates/verify-email';
import type { Tx } from '../badges/badge-service';

/** A link into the web app carrying a token; PUBLIC_URL is the origin people reach us at. */
export const appLink = (ctx: AppContext, path: string, token: string) =>
  `${ctx.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

type Writer = Tx & DbOrTx;

/**
 * "Confirme seu e-mail": a fresh link replaces any earlier one, and both the token and the message are
 * written in the caller's transaction, so neither exists without the other.
 */
export async function sendEmailConfirmation(ctx: AppContext, tx: Writer, user: UserRow, now: Date) {
  await revokeLinkTokens(tx, 'verify-email', user.id, now);
  const token = await issueLinkToken(tx, {
    purpose: 'verify-email',
    userId: user.id,
    email: user.email,
    now,
  });
  const link = appLink(ctx, '/confirmar-email', token);
  await ctx.mail.send(
    { kind: 'verify-email', to: user.email, ...verifyEmailMessage({ name: user.name, link }) },
    tx,
  );
}

export async function sendPasswordReset(ctx: AppContext, tx: Writer, user: UserRow, now: Date) {
  const token = await issueLinkToken(tx, {
    purpose: 'reset-password',
    userId: user.id,
    email: user.email,
    now,
  });
  const link = appLink(ctx, '/redefinir-senha', token);
  await ctx.mail.send(
    { kind: 'reset-password', to: user.email, ...resetPasswordMessage({ name: user.name, link }) },
    tx,
  );
}

/** Sent to the address an account leaves, so a hijacked session cannot move the account away in silence. */
export async function sendEmailChangedNotice(ctx: AppContext, tx: Writer, oldEmail: string, user: UserRow) {
  await ctx.mail.send(
    {
      kind: 'email-changed',
      to: oldEmail,
      ...emailChangedNoticeMessage({ name: user.name, newEmail: user.email }),
    },
    tx,
  );
}
