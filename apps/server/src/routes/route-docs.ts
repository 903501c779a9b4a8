import { ErrorResponse } from '@constelar/contract';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** One OpenAPI tag per resource, in the order the page lists them. */
export const TAGS = {
  health: 'Saúde',
  users: 'Contas',
  badges: 'Conquistas',
  reports: 'Relatórios',
  sky: 'Meu céu',
  synastry: 'Sinastria',
  people: 'Pessoas',
  tarot: 'Tarô',
  places: 'Locais',
  newsletter: 'Newsletter',
  push: 'Notificações',
  changelog: 'Changelog',
  admin: 'Administração',
} as const;

export const TAG_DESCRIPTIONS: Record<keyof typeof TAGS, string> = {
  health: 'Estado do servidor e do banco.',
  users: 'Cadastro, login, perfil, senha, confirmação de e-mail e dados pessoais (LGPD).',
  sky: 'O mapa do próprio membro, os trânsitos sobre ele, o dia, a revolução solar e o calendário do céu.',
  badges: 'Conquistas do membro.',
  reports: 'Mapa pessoal: calcular sem conta, salvar, listar e abrir relatórios.',
  synastry: 'Compatibilidade entre duas pessoas (salva no painel de quem calcula).',
  people: 'As pessoas cujos nascimentos o membro guarda, com consentimento: mapa, trânsitos e sinastria.',
  tarot:
    'O baralho, as tiragens, o embaralhamento verificável (compromisso e revelação), o diário e as cartas que voltam.',
  places: 'Busca de cidades para o local de nascimento (autocompletar).',
  newsletter: 'Inscrição com confirmação dupla e descadastro em um clique.',
  push: 'Notificações Web Push: a chave VAPID, as inscrições de cada navegador e a mensagem de teste.',
  changelog: 'Novidades publicadas e a gestão delas pelos administradores.',
  admin: 'Métricas para administradores.',
};

/** Routes behind a session: `Authorization: Bearer <token>` (the token from POST /api/users/login). */
export const BEARER: { bearerAuth: string[] }[] = [{ bearerAuth: [] }];

/** Every error answers ErrorResponse; documentRoute words each status. */
export function errorResponses<const C extends 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503>(
  ...codes: C[]
): Record<C, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<C, typeof ErrorResponse>;
}

/** What each status means on this API, for the document's response descriptions. */
const STATUS_MEANING: Record<string, string> = {
  200: 'Sucesso.',
  201: 'Criado.',
  202: 'Aceito: a mensagem entrou na fila de envio.',
  400: 'Requisição inválida: `error` diz o problema e `field`, onde.',
  401: 'Sem sessão válida: faça login de novo.',
  403: 'Restrito a administradores com e-mail confirmado.',
  404: 'Não encontrado; um id malformado responde igual a um desconhecido.',
  409: 'Conflito: este e-mail já está cadastrado.',
  422: 'Forma certa, sentido errado: data que não existe, ano fora de 1800–2100, local desconhecido (com `suggestions`), nome sem o que a numerologia lê.',
  429: 'Muitas tentativas: aguarde os segundos de `Retry-After`.',
  503: 'Ocupado: a fila de cálculo está cheia, ou o banco de dados não respondeu; tente de novo após `Retry-After`.',
};

type ResponseDoc = Record<string, unknown> & { $ref?: string };

/** Header documentation for a route's response, in OpenAPI's words ({ description, schema }). */
export type ResponseHeaders = Record<string, { description: string; type: 'string' | 'integer' }>;

/**
 * The zod schemas, as JSON Schema, plus what zod cannot say: each status's meaning and, for the routes that
 * send them, the response headers.
 */
export function documentRoute(headers?: Record<number, ResponseHeaders>): SwaggerTransform {
  return (input) => {
    const output = jsonSchemaTransform(input);
    const responses = (output.schema as { response?: Record<string, ResponseDoc> } | undefined)?.response;
    if (!responses) return output;
    for (const [status, response] of Object.entries(responses)) {
      const meaning = STATUS_MEANING[status] ?? 'Resposta.';
      // A copy: the converted schemas may be shared between routes. @fastify/swagger reads the response's
      // words from x-response-description (and drops the key), or from the description beside a $ref.
      responses[status] = {
        ...response,
        ...(response.$ref ? { description: meaning } : { 'x-response-description': meaning }),
        ...(headers?.[Number(status)] ? { headers: headers[Number(status)] } : {}),
      };
    }
    return output;
  };
}

/** The 200 of a route that answers something other than JSON (PNG bytes, iCalendar text): zod describes JSON only. */
export function documentMedia(
  mediaType: string,
  description: string,
  schema: Record<string, string> = { type: 'string' },
): SwaggerTransform {
  const base = documentRoute();
  return (input) => {
    const output = base(input);
    const doc = output.schema as { response?: Record<string, unknown> };
    doc.response = { 200: { description, content: { [mediaType]: { schema } } }, ...doc.response };
    return output;
  };
}

/**
 * The 200 of a route that answers JSON to API clients and `mediaType` to browsers (by Accept): the JSON
 * schema zod describes, and the other type beside it.
 */
export function documentAlsoMedia(mediaType: string, description: string): SwaggerTransform {
  const base = documentRoute();
  return (input) => {
    const output = base(input);
    const doc = output.schema as { response?: Record<string, ResponseDoc> };
    const json = doc.response?.[200];
    if (!doc.response || !json) return output;
    // The words documentRoute put beside the schema give way to the route's own.
    const { 'x-response-description': _words, description: _refWords, ...schema } = json;
    doc.response[200] = {
      description,
      content: { 'application/json': { schema }, [mediaType]: { schema: { type: 'string' } } },
    };
    return output;
  };
}
