// The web app's pages, zod-free (`@constelar/contract/app-routes`): the router's paths, each page's title
// and description. The server reads the same list to answer unknown paths with 404 and to write each
// page's head for link previews; the browser reads it to retitle the tab on every navigation.

export interface AppRoute {
  /** A react-router pattern: `:name` is one segment, `:name?` an optional last one. */
  pattern: string;
  /** Shown before " · Constelar" in the tab and in link previews. */
  title: string;
  description: string;
  /** Pages a search engine has no business listing: personal, private or one-off links. */
  noindex?: boolean;
}

export const SITE_NAME = 'Constelar';
export const SITE_TAGLINE = 'Seu guia para as estrelas e os arquétipos.';
export const SITE_DESCRIPTION =
  'Mapa astral, numerologia e arcanos do tarô a partir dos seus dados de nascimento, em português e com cuidado.';

export const NOT_FOUND_META = {
  title: 'Página não encontrada',
  description: 'Este endereço não leva a nenhuma página do Constelar. Volte ao início e siga por lá.',
} as const;

export const APP_ROUTES: readonly AppRoute[] = [
  {
    pattern: '/',
    title: 'Seu guia para as estrelas e os arquétipos',
    description:
      'Calcule grátis seu mapa astral, seus números e seus arcanos do tarô, e tire a carta do dia no Constelar.',
  },
  {
    pattern: '/login',
    title: 'Entrar',
    description: 'Entre na sua conta do Constelar para rever seus relatórios e seu santuário pessoal.',
  },
  {
    pattern: '/resultado/:reportId?',
    title: 'Seu relatório pessoal',
    description: 'Sol, Lua, Ascendente, números e arcanos lidos juntos em um relatório pessoal do Constelar.',
    noindex: true,
  },
  {
    pattern: '/report/:reportId',
    title: 'Relatório pessoal',
    description: 'Um relatório pessoal salvo no Constelar: mapa astral, numerologia e arcanos.',
    noindex: true,
  },
  {
    pattern: '/report/:reportId/transitos',
    title: 'Trânsitos do relatório',
    description: 'Os trânsitos dos próximos 90 dias sobre um relatório pessoal salvo no Constelar.',
    noindex: true,
  },
  {
    pattern: '/sinastria',
    title: 'Sinastria',
    description:
      'Compare dois mapas e veja onde a conexão flui e onde pede conversa, na sinastria do Constelar.',
  },
  {
    pattern: '/sinastria/resultado',
    title: 'Resultado da sinastria',
    description: 'A harmonia entre dois mapas, aspecto por aspecto, calculada pelo Constelar.',
    noindex: true,
  },
  {
    pattern: '/sinastria/report/:reportId',
    title: 'Sinastria salva',
    description: 'Uma sinastria salva no Constelar: dois mapas lidos lado a lado.',
    noindex: true,
  },
  {
    pattern: '/meu-mapa',
    title: 'Meu mapa',
    description:
      'Seu mapa natal, com os trânsitos dos próximos 90 dias sobre ele, no seu santuário do Constelar.',
    noindex: true,
  },
  {
    pattern: '/pessoas',
    title: 'Pessoas',
    description: 'As pessoas da sua vida guardadas no Constelar, com permissão, para o mapa e a sinastria.',
    noindex: true,
  },
  {
    pattern: '/pessoas/:personId/mapa',
    title: 'Mapa de uma pessoa',
    description: 'O mapa natal de uma pessoa guardada no Constelar, com a permissão dela.',
    noindex: true,
  },
  {
    pattern: '/revolucao-solar',
    title: 'Revolução Solar',
    description:
      'O mapa da volta do Sol ao grau do seu nascimento, com o Ascendente e a casa do Sol do ano que começa.',
    noindex: true,
  },
  {
    pattern: '/horoscopo',
    title: 'Horóscopo do dia',
    description:
      'O horóscopo do dia dos doze signos, escrito a partir do céu de hoje: a Lua, os aspectos exatos e os eventos do calendário.',
  },
  {
    pattern: '/horoscopo/:slug',
    title: 'Horóscopo do seu signo',
    description: 'O horóscopo do dia do seu signo solar, escrito a partir do céu de hoje.',
  },
  {
    pattern: '/horoscopo/:slug/semana',
    title: 'Horóscopo da semana',
    description: 'A semana do seu signo: lunações, planetas e a Lua de cada dia.',
  },
  {
    pattern: '/horoscopo/:slug/mes',
    title: 'Horóscopo do mês',
    description: 'O mês do seu signo, escrito a partir do céu do mês.',
  },
  {
    pattern: '/numerologia',
    title: 'Mapa numerológico',
    description:
      'Motivação, Impressão, Expressão, Destino, Missão, ciclos, desafios e momentos decisivos: o mapa numerológico cabalístico completo, com a conta de cada número.',
  },
  {
    pattern: '/numerologia/nomes',
    title: 'Compare grafias do nome',
    description:
      'Veja como Motivação, Impressão, Expressão e Missão mudam entre duas a quatro grafias de um nome: para um bebê, uma assinatura ou uma empresa.',
  },
  {
    pattern: '/numerologia/ano-pessoal',
    title: 'Ano pessoal',
    description:
      'O ano pessoal de qualquer ano, de 1900 a 2100, com os doze meses pessoais e o texto de cada um dos nove anos do ciclo.',
  },
  {
    pattern: '/tarot',
    title: 'Tarot',
    description:
      'Tire cartas do tarô em oito tiragens, com embaralhamento verificável e um diário das suas leituras.',
  },
  {
    pattern: '/tarot/cartas',
    title: 'As 78 cartas do tarô',
    description: 'Os 22 arcanos maiores e os 56 menores, cada um com suas palavras-chave e significados.',
  },
  {
    pattern: '/tarot/cartas/:slug',
    title: 'Carta do tarô',
    description:
      'Uma carta do tarô: o que mostra, suas palavras-chave e o que significa no amor e no trabalho.',
  },
  {
    pattern: '/tarot/diario',
    title: 'Meu diário de tarot',
    description: 'As suas leituras de tarô, com anotações e as cartas que mais voltam.',
    noindex: true,
  },
  {
    pattern: '/tarot/como-embaralhamos',
    title: 'Como embaralhamos',
    description: 'Como o Constelar embaralha as cartas antes da sua escolha, e como conferir uma tiragem.',
  },
  {
    pattern: '/tarot/cigano',
    title: 'Baralho cigano',
    description:
      'Tire o baralho cigano em três, cinco ou nove cartas, ou abra a Mesa Real com as 36, lidas em pares e em casas.',
  },
  {
    pattern: '/tarot/cigano/cartas',
    title: 'As 36 cartas do baralho cigano',
    description:
      'O Cavaleiro, A Cigana, A Chave e as demais: cada carta cigana com o seu naipe e o seu sentido.',
  },
  {
    pattern: '/tarot/cigano/cartas/:slug',
    title: 'Carta do baralho cigano',
    description:
      'Uma carta do baralho cigano: o que mostra e o que significa no amor, no trabalho e como conselho.',
  },
  {
    pattern: '/tarot/cigano/:spread',
    title: 'Tiragem do baralho cigano',
    description: 'Faça a sua pergunta, embaralhe e escolha as cartas ciganas viradas para baixo.',
  },
  {
    pattern: '/tarot/:spread',
    title: 'Tiragem de tarô',
    description: 'Faça a sua pergunta, embaralhe e escolha as cartas viradas para baixo.',
  },
  {
    pattern: '/ceu',
    title: 'O Céu',
    description:
      'Fases da Lua, ingressos, retrogradações e Lua fora de curso do mês, no seu fuso horário, para assinar na agenda.',
  },
  {
    pattern: '/changelog',
    title: 'Changelog',
    description: 'O que mudou no Constelar, versão por versão: novidades, melhorias e correções.',
  },
  {
    pattern: '/politica-de-privacidade',
    title: 'O Pacto de Confiança',
    description:
      'Quais dados o Constelar guarda, por quê, e como você os consulta, corrige, exporta ou apaga.',
  },
  {
    pattern: '/confirmar-email',
    title: 'Confirmar e-mail',
    description: 'Confirme o e-mail da sua conta do Constelar.',
    noindex: true,
  },
  {
    pattern: '/redefinir-senha',
    title: 'Redefinir senha',
    description: 'Escolha uma nova senha para a sua conta do Constelar.',
    noindex: true,
  },
  {
    pattern: '/newsletter/confirmar',
    title: 'Confirmar inscrição',
    description: 'Confirme sua inscrição na newsletter semanal do Constelar.',
    noindex: true,
  },
  {
    pattern: '/newsletter/descadastrar',
    title: 'Cancelar inscrição',
    description: 'Deixe de receber a newsletter semanal do Constelar.',
    noindex: true,
  },
  {
    pattern: '/dashboard',
    title: 'Seu Santuário Pessoal',
    description: 'Seus relatórios, conquistas e novidades reunidos no seu santuário do Constelar.',
    noindex: true,
  },
  {
    pattern: '/admin',
    title: 'Dashboard Admin',
    description: 'Visão geral da plataforma Constelar.',
    noindex: true,
  },
  {
    pattern: '/admin/changelog',
    title: 'Gerenciar changelogs',
    description: 'Crie, edite e publique as notas de versão do Constelar.',
    noindex: true,
  },
];

/** The horóscopo's page of each sign (daily.md §1), in zodiac order from Áries. */
export const HOROSCOPE_SLUGS = {
  aries: 'aries',
  taurus: 'touro',
  gemini: 'gemeos',
  cancer: 'cancer',
  leo: 'leao',
  virgo: 'virgem',
  libra: 'libra',
  scorpio: 'escorpiao',
  sagittarius: 'sagitario',
  capricorn: 'capricornio',
  aquarius: 'aquario',
  pisces: 'peixes',
} as const;
export type HoroscopeSign = keyof typeof HOROSCOPE_SLUGS;

/** The sign of a page's slug ('gemeos' → 'gemini'), or undefined. */
export function signOfSlug(slug: string): HoroscopeSign | undefined {
  return (Object.keys(HOROSCOPE_SLUGS) as HoroscopeSign[]).find((sign) => HOROSCOPE_SLUGS[sign] === slug);
}

/** The sign pages' paths, for the sitemap. */
export const HOROSCOPE_PATHS: readonly string[] = Object.values(HOROSCOPE_SLUGS).map(
  (slug) => `/horoscopo/${slug}`,
);

/** The 24 pages of the current week and month (reach.md §2), for the sitemap. */
export const HOROSCOPE_PERIOD_PATHS: readonly string[] = Object.values(HOROSCOPE_SLUGS).flatMap((slug) => [
  `/horoscopo/${slug}/semana`,
  `/horoscopo/${slug}/mes`,
]);

/**
 * The spreads' pages, for the sitemap and for telling a spread page from a 404. Written out, as this file
 * imports nothing; tarot.test.ts holds it to core's SPREAD_CODES.
 */
export const TAROT_SPREAD_PATHS: readonly string[] = [
  'carta-do-dia',
  'sim-ou-nao',
  'tres-cartas',
  'conselho',
  'amor',
  'ferradura',
  'cruz-celta',
  'mandala',
].map((code) => `/tarot/${code}`);

/** The cigano spreads' pages, `/tarot/cigano/{code without "cigano-"}`; tarot.test.ts holds them to core. */
export const CIGANO_SPREAD_PATHS: readonly string[] = ['tres', 'cinco', 'nove', 'mesa-real'].map(
  (slug) => `/tarot/cigano/${slug}`,
);

/** `cigano-tres` → `tres`, `mesa-real` → `mesa-real`: the last segment of a cigano spread's page. */
export function ciganoSpreadSlug(code: string): string {
  return code.replace(/^cigano-/, '');
}

/** The spread a cigano page's last segment names, or undefined. */
export function ciganoSpreadOfSlug(slug: string): string | undefined {
  if (!CIGANO_SPREAD_PATHS.includes(`/tarot/cigano/${slug}`)) return undefined;
  return slug === 'mesa-real' ? slug : `cigano-${slug}`;
}

/** "Título · Constelar"; the home page leads with the brand instead. */
export function pageTitle(title: string, pattern?: string): string {
  return pattern === '/' ? `${SITE_NAME} — ${title}` : `${title} · ${SITE_NAME}`;
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (got.length > want.length) return false;
  return want.every((part, i) => {
    const segment = got[i];
    if (part.startsWith(':')) return part.endsWith('?') || (segment !== undefined && segment !== '');
    return segment === part;
  });
}

/** The page a pathname opens, or undefined when the app has none (a 404). A trailing slash is ignored. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matches(route.pattern, pathname));
}
