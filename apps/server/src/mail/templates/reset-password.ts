import { greeting, renderMail, type MailContent } from './mail-layout';

/** "Esqueci minha senha": the link (PUBLIC_URL/redefinir-senha?token=…) lasts 1 h. */
export function resetPasswordMessage(input: { name: string; link: string }): MailContent {
  return renderMail({
    subject: 'Redefina sua senha do Constelar',
    preheader: 'Use o link em até 1 hora para criar uma nova senha.',
    heading: 'Vamos criar uma nova senha',
    paragraphs: [
      greeting(input.name),
      'Recebemos um pedido para redefinir a senha da sua conta no Constelar. Para escolher uma nova, abra o link abaixo.',
    ],
    action: { label: 'Criar nova senha', url: input.link },
    notes: [
      'O link vale por 1 hora e pode ser usado uma única vez. Por segurança, ao criar a nova senha você sai da sua conta em todos os aparelhos.',
      'Se você não pediu para redefinir a senha, ignore esta mensagem: a senha atual continua valendo.',
    ],
  });
}
