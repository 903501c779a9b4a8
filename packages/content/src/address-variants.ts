// Where a gendered form reads more naturally than the neutral one, the reader's choice picks it (issue #27,
// docs/decisions/083-reading-depth.md). Every text is written neutral; this table names the few neutral
// phrases that have a feminine and a masculine variant. Without a choice, or with "neutro", nothing changes.
/** The contract's ADDRESS_FORMS, as content needs them (content does not depend on the contract). */
export type AddressForm = 'feminino' | 'masculino' | 'neutro';

export interface AddressVariant {
  neutro: string;
  feminino: string;
  masculino: string;
}

export const ADDRESS_VARIANTS: readonly AddressVariant[] = [
  {
    neutro: 'sinta olhares sobre si',
    feminino: 'se sinta observada',
    masculino: 'se sinta observado',
  },
  {
    neutro: 'sentir as obrigações como amarras',
    feminino: 'se sentir presa a obrigações',
    masculino: 'se sentir preso a obrigações',
  },
  {
    neutro: 'sentir falta de espaço quando alguém chega perto demais',
    feminino: 'se sentir sufocada quando alguém chega perto demais',
    masculino: 'se sentir sufocado quando alguém chega perto demais',
  },
  {
    neutro: 'o jeito como você deseja ter reconhecimento',
    feminino: 'o jeito como você deseja ser reconhecida',
    masculino: 'o jeito como você deseja ser reconhecido',
  },
];

/** The text in the reader's chosen form: neutral phrases swapped for their variant, if one is chosen. */
export function addressed(text: string, form?: AddressForm | null): string {
  if (!form || form === 'neutro') return text;
  return ADDRESS_VARIANTS.reduce((t, v) => t.replaceAll(v.neutro, v[form]), text);
}
