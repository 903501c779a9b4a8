import { greeting, renderMail, type MailContent } from './mail-layout';

/** After registering or changing the address: the link (PUBLIC_URL/confirmar-email?token=…) lasts 48 h. */
export function verifyEmailMessage(input: { name: string; link: string }): MailContent {
  return renderMail({
    subject: 'Confirme seu e-mail no Constelar',
    preheader: 'Falta só um passo para deixar sua conta completa.',
    heading: 'Confirme seu e-mail',
    paragraphs: [
      greeting(input.name),
      'Que bom ter você no Constelar! Para confirmar que este endereço é mesmo seu, é só abrir o link abaixo.',
    ],
    action: { label: 'Confirmar meu e-mail', url: input.link },
    notes: [
      'O link vale por 48 horas e pode ser usado uma única vez.',
      'Se você não criou uma conta no Constelar, pode ignorar esta mensagem com tranquilidade.',
    ],
  });
}
