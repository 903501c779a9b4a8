// The contract's facts without zod (`@constelar/contract/constants`): limits, lists and fixed messages that a
// browser chunk can import for a few bytes. The schemas build on these, so each fact is written once.
import {
  BADGE_RARITIES,
  CHART_EXTRA_POINTS,
  EXTRA_BODIES,
  REPORT_BODIES,
  type NumberKind,
} from '@constelar/core/codes';

/** The zone Brazilian users live by: "today", the weekly letter, the admin's days, the calendar's default. */
export const SAO_PAULO_ZONE = 'America/Sao_Paulo';

/** domain.md §1: accepted birth years. */
export const BIRTH_YEAR_MIN = 1800;
export const BIRTH_YEAR_MAX = 2100;
/** Wire formats of a birth: date YYYY-MM-DD, time HH:MM from 00:00 to 23:59. */
export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const BIRTH_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The words of a refused birth (domain.md §1): the schema's and the server's 422s say the same. */
export const BIRTH_ERROR_MESSAGES = {
  invalidDate: 'Data de nascimento inválida: use o formato AAAA-MM-DD.',
  /** The date as DD/MM/AAAA. */
  nonexistentDate: (typed: string) => `Data de nascimento inválida: ${typed} não existe.`,
  yearOutOfRange: (min: number, max: number) =>
    `Data de nascimento fora do intervalo aceito: o ano deve estar entre ${min} e ${max}.`,
  invalidTime: 'Hora de nascimento inválida: use o formato HH:MM, entre 00:00 e 23:59.',
  unknownZone: 'Não conseguimos determinar o fuso horário deste local.',
  emptyPlace: 'Informe o local de nascimento.',
  unknownPlace: (query: string) =>
    `Não encontramos "${query}". Confira a grafia ou informe a cidade e o estado (ex.: Campinas, SP).`,
  unknownPlaceId: 'Não reconhecemos o local escolhido. Digite a cidade de novo e escolha-a na lista.',
  invalidCoordinates: 'As coordenadas deste local são inválidas.',
} as const;

export const NAME_MAX_LENGTH = 120;
export const PLACE_MAX_LENGTH = 160;
export const PLACE_ID_MAX_LENGTH = 40;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

/** product.md §9: the profile's password change speaks these words. */
export const CHANGE_PASSWORD_MESSAGES = {
  required: 'Todos os campos de senha são obrigatórios',
  tooShort: `Nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
} as const;

/** The same answer whether or not the e-mail has an account (accounts.md §3). */
export const FORGOT_PASSWORD_MESSAGE =
  'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada.';

export const NEWSLETTER_SOURCES = ['footer', 'landing', 'dashboard'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
export const NEWSLETTER_SUCCESS_MESSAGE = 'Inscrição confirmada! Fique de olho na sua caixa de entrada.';

export const BADGE_RARITY_VALUES = BADGE_RARITIES;

export const CHANGE_TYPES = ['feature', 'improvement', 'fix', 'security'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];
/** The icon follows the type (product.md §4); lucide icon names. */
export const CHANGE_ICONS: Record<ChangeType, string> = {
  feature: 'sparkles',
  fix: 'bug',
  improvement: 'wrench',
  security: 'shield',
};

export const REPORT_TYPES = ['personal', 'synastry'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
/** accounts.md §5: GET /api/reports answers at most this many a page. */
export const REPORTS_PAGE_SIZE = 50;

export const PLACES_LIMIT_DEFAULT = 8;
export const PLACES_LIMIT_MAX = 20;

/** Points with a reading (sky.md §1): the ten bodies and the node, then the two angles. */
/** Every point with a reading, in the report's order: bodies, angles, then the other points (points.md §2). */
export const READING_TEXT_POINTS = [
  ...REPORT_BODIES,
  ...EXTRA_BODIES,
  'ascendant',
  'midheaven',
  ...CHART_EXTRA_POINTS,
] as const;
export type ReadingTextPoint = (typeof READING_TEXT_POINTS)[number];

/** sky.md §1: a birth date later than today in São Paulo. */
export const FUTURE_BIRTH_DATE = 'A data de nascimento não pode estar no futuro.';

/** Each of core's number kinds by its report field: the one map between the two names. */
export const NUMBER_FIELD = {
  personal: 'personalNumber',
  soul: 'soulNumber',
  personality: 'personalityNumber',
  destiny: 'destinyNumber',
  annual: 'annualNumber',
  cabalisticName: 'cabalisticNameNumber',
  gematriaName: 'gematriaNameNumber',
} as const satisfies Record<NumberKind, string>;
export const ARCANA_FIELD = {
  personal: 'personalArcana',
  soul: 'soulArcana',
  personality: 'personalityArcana',
  destiny: 'destinyArcana',
  annual: 'annualArcana',
  cabalisticName: 'cabalisticNameArcana',
  gematriaName: 'gematriaNameArcana',
} as const satisfies Record<NumberKind, string>;
export type NumerologyField = (typeof NUMBER_FIELD)[NumberKind];
export type ArcanaField = (typeof ARCANA_FIELD)[NumberKind];

/** The report's roles in the order it shows them: the first role a value appears in keeps its texts. */
export const REPORT_NUMBER_KINDS = [
  'personal',
  'personality',
  'soul',
  'annual',
  'destiny',
  'cabalisticName',
  'gematriaName',
] as const satisfies readonly NumberKind[];

/** The report's numbers and arcana, in that order. */
export const NUMEROLOGY_FIELDS: readonly NumerologyField[] = REPORT_NUMBER_KINDS.map((k) => NUMBER_FIELD[k]);
export const ARCANA_FIELDS: readonly ArcanaField[] = REPORT_NUMBER_KINDS.map((k) => ARCANA_FIELD[k]);

const kindBy = <F extends string>(fields: Readonly<Record<NumberKind, F>>) =>
  Object.fromEntries(Object.entries(fields).map(([kind, field]) => [field, kind])) as Record<F, NumberKind>;
/** The number kind of a report field. */
export const KIND_OF_NUMBER_FIELD = kindBy<NumerologyField>(NUMBER_FIELD);
export const KIND_OF_ARCANA_FIELD = kindBy<ArcanaField>(ARCANA_FIELD);

/** "Como prefere ser tratado(a)?" (issue #27): the variant picked where Portuguese cannot avoid gender. */
export const ADDRESS_FORMS = ['feminino', 'masculino', 'neutro'] as const;
export type AddressForm = (typeof ADDRESS_FORMS)[number];
export const ADDRESS_FORM_LABEL = 'Como prefere ser tratado(a)?';
/**
 * The select's options. One neutral choice (issue #45): "neutro" is what a reader who chooses nothing
 * gets, so "Sem preferência" stands for both, and a stored "neutro" shows as it.
 */
export const ADDRESS_FORM_OPTIONS: readonly { value: AddressForm | ''; label: string }[] = [
  { value: '', label: 'Sem preferência (linguagem neutra)' },
  { value: 'feminino', label: 'No feminino' },
  { value: 'masculino', label: 'No masculino' },
];
/** push.md §2: what an anonymous browser may subscribe to, and what only a member may add. */
export const PUSH_ANONYMOUS_TOPICS = ['horoscope', 'lunations', 'void-of-course'] as const;
export const PUSH_MEMBER_TOPICS = ['day', 'transits', 'house-ingresses'] as const;
export const PUSH_TOPICS = [...PUSH_ANONYMOUS_TOPICS, ...PUSH_MEMBER_TOPICS] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];
/** The Brasília hour the daily texts arrive at when the subscriber names none. */
export const PUSH_DEFAULT_HOUR = 8;
/** The test message's words (push.md §2). */
export const PUSH_TEST_TITLE = 'Notificações do Constelar ativadas';

/** numerology.md §3: the spelling explorer compares 2 to 4 names; the personal year answers 1900–2100. */
export const NUMEROLOGY_NAMES_MIN = 2;
export const NUMEROLOGY_NAMES_MAX = 4;
export const PERSONAL_YEAR_MIN = 1900;
export const PERSONAL_YEAR_MAX = 2100;
