import { renderMail, type MailContent } from './mail-layout';

/** Double opt-in for the weekly letter (the footer's "Receba a carta semanal do céu"); the link is PUBLIC_URL/newsletter/confirmar?token=…. */
export function newsletterConfirmMessage(input: { link: string }): MailContent {
  return renderMail({
    subject: 'Confirme sua inscrição na carta semanal do Constelar',
    preheader: 'Um toque e A semana no céu passa a chegar toda segunda-feira.',
    heading: 'Receba a carta semanal “A semana no céu”',
    paragraphs: [
      'Olá!',
      'Recebemos um pedido para enviar a carta semanal do Constelar, “A semana no céu”, a este endereço. Para confirmar que ele é seu e que você quer recebê-los, abra o link abaixo.',
    ],
    action: { label: 'Confirmar inscrição', url: input.link },
    notes: [
      'Enquanto a inscrição não for confirmada, nada será enviado para você.',
      'Se não foi você quem pediu, é só ignorar esta mensagem.',
    ],
  });
}
