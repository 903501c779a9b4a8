// /politica-de-privacidade, "O Pacto de Confiança" (product.md §2): one source for the page the server
// writes (reach.md §1) and the one the app draws over it. Icons are named by code; each side draws its own.

export type PrivacyIcon =
  | 'sparkles'
  | 'mail'
  | 'cookie'
  | 'server'
  | 'key'
  | 'lock'
  | 'user-x'
  | 'eye'
  | 'pencil'
  | 'download'
  | 'trash';

export interface PrivacyItem {
  icon: PrivacyIcon;
  title: string;
  text: string;
}

export interface PrivacySection {
  /** The section's anchor, /politica-de-privacidade#seus-direitos. */
  id: string;
  title: string;
  intro: string;
  items: readonly PrivacyItem[];
  /** Two columns from the small breakpoint up, else one. */
  twoColumns: boolean;
}

export const PRIVACY_CONTACT = 'privacidade@constelar.app';

export const PRIVACY_POLICY = {
  kicker: 'Política de Privacidade',
  title: 'O Pacto de Confiança',
  updatedLabel: 'Última atualização:',
  updated: { date: '2025-08-26', text: '26 de agosto de 2025' },
  intro:
    'Quando você nos conta quando e onde nasceu, está compartilhando algo íntimo. Este pacto explica, sem juridiquês, o que guardamos, por que guardamos e como você continua no controle de tudo.',
  navLabel: 'Nesta página',
  sections: [
    {
      id: 'dados-coletados',
      title: 'Os dados que coletamos',
      intro:
        'Coletamos apenas o que é preciso para revelar seu céu e manter sua conta. Nada de formulários intermináveis.',
      twoColumns: false,
      items: [
        {
          icon: 'sparkles',
          title: 'Nome e dados de nascimento',
          text: 'Seu nome, a data, a hora e o local em que você nasceu. São a matéria-prima dos cálculos: com eles montamos seu mapa astral, seus números e seus arcanos pessoais. Nada além disso.',
        },
        {
          icon: 'mail',
          title: 'Endereço de e-mail',
          text: 'Usado para criar e proteger sua conta e para guardar suas jornadas, para que você as encontre quando voltar. E-mails de novidades e inspirações só chegam se você disser que quer, e um clique basta para deixar de recebê-los.',
        },
        {
          icon: 'cookie',
          title: 'Cookies essenciais',
          text: 'Apenas os necessários para manter você conectado com segurança e para lembrar que você aceitou este pacto. Não usamos cookies de publicidade nem rastreamos você por outros sites.',
        },
      ],
    },
    {
      id: 'como-guardamos',
      title: 'Como guardamos seus dados',
      intro: 'Cuidamos das suas informações como quem guarda um segredo contado à luz das estrelas.',
      twoColumns: true,
      items: [
        {
          icon: 'server',
          title: 'Ambiente seguro',
          text: 'Seus dados ficam em servidores protegidos, com conexões sempre criptografadas.',
        },
        {
          icon: 'key',
          title: 'Senhas criptografadas',
          text: 'Sua senha é guardada de forma criptografada e irreversível. Nem nós conseguimos lê-la.',
        },
        {
          icon: 'lock',
          title: 'Acesso restrito',
          text: 'Só as poucas pessoas que mantêm o Constelar funcionando podem acessar os sistemas, e apenas quando é preciso.',
        },
        {
          icon: 'user-x',
          title: 'Nada de venda ou compartilhamento',
          text: 'Seus dados pessoais não são vendidos, alugados nem compartilhados com anunciantes ou terceiros. Sua história é sua.',
        },
      ],
    },
    {
      id: 'seus-direitos',
      title: 'Seus direitos pela LGPD',
      intro:
        'A Lei Geral de Proteção de Dados (Lei nº 13.709/2018) garante que você decide sobre seus dados. No Constelar, esses direitos estão a poucos cliques:',
      twoColumns: true,
      items: [
        {
          icon: 'eye',
          title: 'Acesso',
          text: 'Veja todos os seus dados e relatórios a qualquer momento no seu painel, o Santuário Pessoal.',
        },
        {
          icon: 'pencil',
          title: 'Correção',
          text: 'Encontrou algo errado ou desatualizado? Corrija o nome e o endereço de e-mail do seu perfil quando quiser.',
        },
        {
          icon: 'download',
          title: 'Exportação',
          text: 'Baixe uma cópia completa dos seus dados em um arquivo, direto da aba Privacidade do seu perfil.',
        },
        {
          icon: 'trash',
          title: 'Exclusão',
          text: 'Peça a exclusão completa da sua conta e de todos os seus registros. Ela é definitiva: relatórios, conquistas e inscrições vão junto.',
        },
      ],
    },
    {
      id: 'contato',
      title: 'Fale com a gente',
      intro:
        'Ficou alguma dúvida, quer exercer um direito ou só entender melhor como tratamos seus dados? Escreva para nós. Respondemos com atenção, em português claro.',
      twoColumns: false,
      items: [],
    },
  ] satisfies readonly PrivacySection[],
} as const;

/** Every sentence of the pact, for the snapshot. */
export function privacyPolicyTexts(): { key: string; text: string }[] {
  const p = PRIVACY_POLICY;
  return [
    { key: 'privacy.title', text: `${p.kicker}: ${p.title}` },
    { key: 'privacy.intro', text: p.intro },
    ...p.sections.flatMap((s: PrivacySection) => [
      { key: `privacy.${s.id}`, text: `${s.title}. ${s.intro}` },
      ...s.items.map((item, i) => ({ key: `privacy.${s.id}.${i + 1}`, text: `${item.title}. ${item.text}` })),
    ]),
  ];
}
