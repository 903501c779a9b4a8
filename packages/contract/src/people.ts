// "Pessoas" (relations.md §2): the births a member keeps of the people in their life.
import { z } from 'zod';
import { objectBody } from './common';
import { NAME_MAX_LENGTH } from './constants';
import { BirthDate, BirthPlace, BirthTime, PlaceId } from './reports';
import { ProfileBirth } from './users';

export const PERSON_RELATIONS = ['parceiro', 'familia', 'amizade', 'trabalho', 'outro'] as const;
export type PersonRelation = (typeof PERSON_RELATIONS)[number];

/** At most this many people per member. */
export const PEOPLE_MAX = 200;

export const PEOPLE_MESSAGES = {
  consent: 'Para guardar, confirme: "Tenho permissão desta pessoa para guardar seus dados de nascimento".',
  tooMany: `Você já guardou ${PEOPLE_MAX} pessoas, o máximo. Apague alguém para guardar outra pessoa.`,
  notFound: 'Pessoa não encontrada.',
  noOwnBirth:
    'Seu perfil ainda não tem dados de nascimento. Informe data, hora e local no seu perfil para usar "Eu" na sinastria.',
  missingSide: 'Informe os dados das duas pessoas.',
  deleted: 'Pessoa apagada.',
} as const;

/** The consent sentence the form shows beside its checkbox. */
export const PEOPLE_CONSENT_LABEL = 'Tenho permissão desta pessoa para guardar seus dados de nascimento';

const PersonName = z
  .string({ error: 'Informe o nome da pessoa.' })
  .trim()
  .min(1, 'Informe o nome da pessoa.')
  .max(NAME_MAX_LENGTH, `O nome pode ter no máximo ${NAME_MAX_LENGTH} caracteres.`);

const Relation = z.enum(PERSON_RELATIONS, {
  error: 'Relação inválida: use parceiro, familia, amizade, trabalho ou outro.',
});

/** As the profile's birth: date, time (null when unknown), and a place. */
export const PersonBirthInput = z.object(
  {
    birthDate: BirthDate,
    birthTime: BirthTime.nullable(),
    birthPlace: BirthPlace,
    placeId: PlaceId,
  },
  { error: 'Dados de nascimento inválidos.' },
);

export const CreatePersonRequest = objectBody({
  name: PersonName,
  birth: PersonBirthInput,
  relation: Relation,
  /** Must be true; checked by the route so its absence answers 422 with PEOPLE_MESSAGES.consent. */
  consent: z.boolean().optional(),
});
export type CreatePersonRequest = z.input<typeof CreatePersonRequest>;

export const UpdatePersonRequest = objectBody({
  name: PersonName,
  birth: PersonBirthInput,
  relation: Relation,
});
export type UpdatePersonRequest = z.input<typeof UpdatePersonRequest>;

export const Person = z
  .object({
    id: z.string(),
    name: z.string(),
    birth: ProfileBirth,
    relation: z.enum(PERSON_RELATIONS),
    createdAt: z.string(),
  })
  .meta({ id: 'Person' });
export type Person = z.infer<typeof Person>;

export const PersonList = z.object({ people: z.array(Person) });
export type PersonList = z.infer<typeof PersonList>;

/** A synastry side by id: "me" is the member's own birth. */
export const SynastrySideId = z.union([z.literal('me'), z.guid({ error: PEOPLE_MESSAGES.notFound })]);
