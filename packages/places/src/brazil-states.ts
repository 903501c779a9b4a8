// The 27 federative units. `ibge` is the two-digit prefix of every IBGE municipality code in the unit,
// which is how a municipality's UF is derived (GeoNames numbers the states differently: its admin1 "27"
// is São Paulo, while IBGE prefix 27 is Alagoas).
export interface BrazilState {
  ibge: string;
  uf: string;
  name: string;
}

export const BRAZIL_STATES: readonly BrazilState[] = [
  { ibge: '11', uf: 'RO', name: 'Rondônia' },
  { ibge: '12', uf: 'AC', name: 'Acre' },
  { ibge: '13', uf: 'AM', name: 'Amazonas' },
  { ibge: '14', uf: 'RR', name: 'Roraima' },
  { ibge: '15', uf: 'PA', name: 'Pará' },
  { ibge: '16', uf: 'AP', name: 'Amapá' },
  { ibge: '17', uf: 'TO', name: 'Tocantins' },
  { ibge: '21', uf: 'MA', name: 'Maranhão' },
  { ibge: '22', uf: 'PI', name: 'Piauí' },
  { ibge: '23', uf: 'CE', name: 'Ceará' },
  { ibge: '24', uf: 'RN', name: 'Rio Grande do Norte' },
  { ibge: '25', uf: 'PB', name: 'Paraíba' },
  { ibge: '26', uf: 'PE', name: 'Pernambuco' },
  { ibge: '27', uf: 'AL', name: 'Alagoas' },
  { ibge: '28', uf: 'SE', name: 'Sergipe' },
  { ibge: '29', uf: 'BA', name: 'Bahia' },
  { ibge: '31', uf: 'MG', name: 'Minas Gerais' },
  { ibge: '32', uf: 'ES', name: 'Espírito Santo' },
  { ibge: '33', uf: 'RJ', name: 'Rio de Janeiro' },
  { ibge: '35', uf: 'SP', name: 'São Paulo' },
  { ibge: '41', uf: 'PR', name: 'Paraná' },
  { ibge: '42', uf: 'SC', name: 'Santa Catarina' },
  { ibge: '43', uf: 'RS', name: 'Rio Grande do Sul' },
  { ibge: '50', uf: 'MS', name: 'Mato Grosso do Sul' },
  { ibge: '51', uf: 'MT', name: 'Mato Grosso' },
  { ibge: '52', uf: 'GO', name: 'Goiás' },
  { ibge: '53', uf: 'DF', name: 'Distrito Federal' },
];

const BY_PREFIX = new Map(BRAZIL_STATES.map((s) => [s.ibge, s]));

/** UF of a 7-digit IBGE municipality code, from its first two digits. */
export function ufFromIbgeCode(code: string | number): string | undefined {
  return BY_PREFIX.get(String(code).slice(0, 2))?.uf;
}
