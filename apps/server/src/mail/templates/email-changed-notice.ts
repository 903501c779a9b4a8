import { greeting, renderMail, type MailContent, type Paragraph } from './mail-layout';

/**
 * Sent to the OLD address when the profile's e-mail changes. Forgot-password would now mail the new
 * address, so the way back for a person whose account was taken is to reach us; `helpUrl` (say, the
 * privacy page, which gives the contact address) makes that a link.
 */
export function emailChangedNoticeMessage(input: {
  name: string;
  newEmail: string;
  helpUrl?: string;
}): MailContent {
  const help = 'Se não foi você, alguém pode ter entrado na sua conta. Fale com a gente o quanto antes';
  const notes: Paragraph[] = [
    'Se foi você, está tudo certo e não é preciso fazer nada.',
    input.helpUrl
      ? `${help} pelo link acima. Se ainda estiver conectado em algum aparelho, troque sua senha e use "Sair de todos os dispositivos" no seu perfil.`
      : `${help} pelo contato indicado na nossa política de privacidade. Se ainda estiver conectado em algum aparelho, troque sua senha e use "Sair de todos os dispositivos" no seu perfil.`,
  ];
  return renderMail({
    subject: 'O e-mail da sua conta no Constelar foi alterado',
    preheader: 'Se não foi você, fale com a gente o quanto antes.',
    heading: 'Seu e-mail de acesso mudou',
    paragraphs: [
      greeting(input.name),
      [
        'O e-mail da sua conta no Constelar acaba de ser alterado para ',
        { strong: input.newEmail },
        '. Daqui em diante, é nesse endereço que você entra e recebe nossas mensagens.',
      ],
    ],
    ...(input.helpUrl ? { action: { label: 'Falar com o Constelar', url: input.helpUrl } } : {}),
    notes,
  });
}
