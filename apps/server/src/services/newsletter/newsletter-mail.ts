import type { AppContext } from '../../app-context';
import { issueLinkToken } from '../../lib/link-tokens';
import { signUnsubscribeToken } from '../../lib/unsubscribe-token';
import type { DbOrTx } from '../../mail/mailer';
import { newsletterConfirmMessage } from '../../mail/templates/newsletter-confirm';
import { newsletterHeaders } from '../../mail/templates/newsletter-headers';
import { newsletterWelcomeMessage } from '../../mail/templates/newsletter-welcome';
import type { Tx } from '../badges/badge-service';
import { appLink } from '../users/account-mail';

type Writer = Tx & DbOrTx;

/** The two ways out that every newsletter message carries: a page for people, a one-click POST for clients. */
export function unsubscribeLinks(ctx: Pick<AppContext, 'config'>, email: string) {
  const token = signUnsubscribeToken(ctx.config.jwtSecret, email);
  const sender = /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
  return {
    page: appLink(ctx, '/newsletter/descadastrar', token),
    oneClick: appLink(ctx, '/api/newsletter/unsubscribe', token),
    mailto: `mailto:${sender}?subject=${encodeURIComponent('Descadastrar')}`,
  };
}

/** Double opt-in: nothing is sent to the address until this link is opened. */
export async function sendNewsletterConfirmation(ctx: AppContext, tx: Writer, email: string, now: Date) {
  const token = await issueLinkToken(tx, { purpose: 'newsletter-confirm', email, now });
  const link = appLink(ctx, '/newsletter/confirmar', token);
  await ctx.mail.send({ kind: 'newsletter-confirm', to: email, ...newsletterConfirmMessage({ link }) }, tx);
}

export async function sendNewsletterWelcome(ctx: AppContext, tx: Writer, email: string) {
  const links = unsubscribeLinks(ctx, email);
  await ctx.mail.send(
    {
      kind: 'newsletter-welcome',
      to: email,
      ...newsletterWelcomeMessage({ unsubscribeUrl: links.page }),
      headers: newsletterHeaders({ unsubscribeUrl: links.oneClick, mailto: links.mailto }),
    },
    tx,
  );
}
