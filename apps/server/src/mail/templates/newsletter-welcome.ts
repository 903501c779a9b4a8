import { renderMail, type MailContent } from './mail-layout';

/** Once the subscription is confirmed: what the letters hold and when they come (sky.md §7). */
export function newsletterWelcomeMessage(input: { unsubscribeUrl: string }): MailContent {
  return renderMail({
    subject: 'Inscrição confirmada: A semana no céu chega toda segunda',
    preheader: 'Toda segunda-feira, o calendário do céu da semana na sua caixa de entrada.',
    heading: 'Boas-vindas!',
    paragraphs: [
      'Olá!',
      'Sua inscrição está confirmada. Que alegria ter você com a gente!',
      [
        'Toda segunda-feira, às 9h (horário de Brasília), você vai receber ',
        { strong: 'A semana no céu' },
        ': as fases da Lua, os planetas que mudam de signo ou ficam estacionários e os períodos de Lua fora de curso, cada um com um texto curto para você se orientar ao longo dos dias.',
      ],
      'Até segunda-feira.',
    ],
    footer: {
      text: 'Você recebe esta mensagem porque se inscreveu na carta semanal do Constelar.',
      link: { label: 'Cancelar inscrição', url: input.unsubscribeUrl },
    },
  });
}
