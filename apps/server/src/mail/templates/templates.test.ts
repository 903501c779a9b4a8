import { genderedAddress, readerAgreement } from '@constelar/content/address-check';
import { forbiddenClaimsOf, slipsOf } from '@constelar/content/library-checks';
import { describe, expect, it } from 'vitest';
import { weeklyLetterMessage } from './weekly-letter';
import { emailChangedNoticeMessage } from './email-changed-notice';
import type { MailContent } from './mail-layout';
import { newsletterConfirmMessage } from './newsletter-confirm';
import { newsletterHeaders } from './newsletter-headers';
import { newsletterWelcomeMessage } from './newsletter-welcome';
import { resetPasswordMessage } from './reset-password';
import { verifyEmailMessage } from './verify-email';

// Every interpolated value carries markup, quotes and an ampersand, as a hostile name would.
// The first name is what the greeting shows, so the hostile part sits in it.
const HOSTILE = `Ana<script>alert("x")</script>&'Bia' Souza`;
const HOSTILE_FIRST = `Ana<script>alert("x")</script>&'Bia'`;
const LINK = 'https://constelar.app/confirmar-email?token=abc_DEF-123&next=<x>"y"';
const ESCAPED_LINK =
  'https://constelar.app/confirmar-email?token=abc_DEF-123&amp;next=&lt;x&gt;&quot;y&quot;';

const cases: { name: string; message: MailContent; link: string; subject: RegExp; mentions: RegExp[] }[] = [
  {
    name: 'verifyEmailMessage',
    message: verifyEmailMessage({ name: HOSTILE, link: LINK }),
    link: LINK,
    subject: /^Confirme seu e-mail no Constelar$/,
    mentions: [/48 horas/, /não criou uma conta/],
  },
  {
    name: 'resetPasswordMessage',
    message: resetPasswordMessage({ name: HOSTILE, link: LINK }),
    link: LINK,
    subject: /senha/,
    mentions: [/1 hora/, /não pediu/],
  },
  {
    name: 'emailChangedNoticeMessage',
    message: emailChangedNoticeMessage({
      name: HOSTILE,
      newEmail: `novo+<b>"x"</b>&@exemplo.com.br`,
      helpUrl: LINK,
    }),
    link: LINK,
    subject: /e-mail .* alterado/,
    mentions: [/Se não foi você/, /senha/],
  },
  {
    name: 'newsletterConfirmMessage',
    message: newsletterConfirmMessage({ link: LINK }),
    link: LINK,
    subject: /inscrição/,
    mentions: [/carta semanal/, /nada será enviado/],
  },
  {
    name: 'newsletterWelcomeMessage',
    message: newsletterWelcomeMessage({ unsubscribeUrl: LINK }),
    link: LINK,
    subject: /A semana no céu/,
    mentions: [/segunda-feira/, /Cancelar inscrição/],
  },
];

describe('mail templates', () => {
  it.each(cases)('$name escapes every interpolated value in HTML', ({ message }) => {
    expect(message.html).not.toMatch(/<script|<b>|"x"|'Bia'/);
    expect(message.html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;|#10022;|middot;)/);
    if (message.text.includes('Ana')) {
      expect(message.html).toContain(
        'Ana&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;Bia&#39;',
      );
      expect(message.text).toContain(`Olá, ${HOSTILE_FIRST}!`);
    }
  });

  it.each(cases)('$name puts the link in both parts, alone on its line in the text', ({ message, link }) => {
    expect(message.text.split('\n')).toContain(link);
    expect(message.html).toContain(`href="${ESCAPED_LINK}"`);
    expect(message.html).not.toContain(link);
  });

  it.each(cases)('$name says what it must, in Portuguese', ({ message, subject, mentions }) => {
    expect(message.subject).toMatch(subject);
    for (const mention of mentions) {
      expect(message.text).toMatch(mention);
      expect(message.html).toMatch(mention);
    }
    expect(message.text).toContain('Seu guia para as estrelas e os arquétipos.');
    expect(message.html).toContain('#0d0a1f');
    expect(message.html).toContain('<html lang="pt-BR">');
  });

  it('shows the new address in the notice to the old one', () => {
    const message = emailChangedNoticeMessage({ name: 'Ana', newEmail: 'nova@exemplo.com.br' });
    expect(message.text).toContain('alterado para nova@exemplo.com.br.');
    expect(message.html).toContain('nova@exemplo.com.br</strong>');
    expect(message.text).toContain('política de privacidade');
  });

  it('greets by first name (issue #37)', () => {
    expect(verifyEmailMessage({ name: '  Ana   Maria Souza ', link: LINK }).text).toMatch(/^Olá, Ana!$/m);
    expect(resetPasswordMessage({ name: 'Bia', link: LINK }).text).toMatch(/^Olá, Bia!$/m);
  });

  it('never says "insights" nor "Bons céus" (issue #37)', () => {
    for (const { message } of cases) {
      expect(message.text).not.toMatch(/insight|bons céus/i);
      expect(message.html).not.toMatch(/insight|bons céus/i);
    }
  });

  it('addresses the reader without gender, with no slip and no claim (issue #37)', () => {
    const texts = [
      ...cases.map(({ message }) => message.text),
      verifyEmailMessage({ name: 'Ana', link: LINK }).text,
      weeklyLetterMessage({
        monday: '2026-11-23',
        events: [],
        unsubscribeUrl: LINK,
        calendarUrl: LINK,
      }).text,
    ];
    for (const text of texts) {
      const prose = text.replace(/https?:\S+/g, '');
      expect(genderedAddress(prose), prose).toEqual([]);
      expect(readerAgreement(prose, 'masculine'), prose).toEqual([]);
      expect(readerAgreement(prose, 'feminine'), prose).toEqual([]);
      expect(forbiddenClaimsOf(prose), prose).toEqual([]);
      expect(
        slipsOf(prose).filter((h) => !h.startsWith('space before')),
        prose,
      ).toEqual([]);
    }
  });

  it('greets without a name when there is none', () => {
    expect(verifyEmailMessage({ name: '  ', link: LINK }).text).toMatch(/^Olá!$/m);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => verifyEmailMessage({ name: 'Ana', link: 'javascript:alert(1)' })).toThrow();
  });

  it('builds RFC 8058 one-click unsubscribe headers', () => {
    expect(
      newsletterHeaders({
        unsubscribeUrl: 'https://constelar.app/api/newsletter/unsubscribe?token=t0k',
        mailto: 'descadastro@constelar.app',
      }),
    ).toEqual({
      'List-Unsubscribe':
        '<https://constelar.app/api/newsletter/unsubscribe?token=t0k>, <mailto:descadastro@constelar.app>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(
      newsletterHeaders({ unsubscribeUrl: 'https://c.app/u', mailto: 'mailto:x@c.app?subject=sair' })[
        'List-Unsubscribe'
      ],
    ).toBe('<https://c.app/u>, <mailto:x@c.app?subject=sair>');
  });

  it('renders the texts a reviewer reads (snapshot)', async () => {
    const link = 'https://constelar.app/…?token=TOKEN';
    const all = [
      verifyEmailMessage({ name: 'Maria', link }),
      resetPasswordMessage({ name: 'Maria', link }),
      emailChangedNoticeMessage({ name: 'Maria', newEmail: 'maria.nova@exemplo.com.br' }),
      newsletterConfirmMessage({ link }),
      newsletterWelcomeMessage({ unsubscribeUrl: link }),
    ];
    const text = all.map((m) => `Assunto: ${m.subject}\n\n${m.text}`).join('\n==========\n\n');
    await expect(text).toMatchFileSnapshot('./rendered-templates.txt');
  });
});
