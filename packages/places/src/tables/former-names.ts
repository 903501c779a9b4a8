// Former official names and older spellings of municipalities, so that people born before a rename find
// their town. Read at build time. Spelling variants that GeoNames already carries (its municipality and
// seat names) are added by the build script itself and need no entry here.
export interface FormerName {
  name: string;
  uf: string;
  former: readonly string[];
}

export const FORMER_NAMES: readonly FormerName[] = [
  { name: 'Embu das Artes', uf: 'SP', former: ['Embu'] },
  { name: 'Paraty', uf: 'RJ', former: ['Parati'] },
  { name: 'Mogi Guaçu', uf: 'SP', former: ['Moji Guaçu'] },
  { name: 'Mogi Mirim', uf: 'SP', former: ['Moji Mirim'] },
  { name: 'Mogi das Cruzes', uf: 'SP', former: ['Moji das Cruzes'] },
  { name: 'Campo Grande', uf: 'RN', former: ['Augusto Severo'] },
  { name: 'Januário Cicco', uf: 'RN', former: ['Boa Saúde'] },
  { name: 'São Caitano', uf: 'PE', former: ['São Caetano'] },
  { name: 'Graccho Cardoso', uf: 'SE', former: ['Gracho Cardoso'] },
  { name: 'Amparo do São Francisco', uf: 'SE', former: ['Amparo de São Francisco'] },
  { name: 'Muquém do São Francisco', uf: 'BA', former: ['Muquém de São Francisco'] },
  { name: 'Amparo do Serra', uf: 'MG', former: ['Amparo da Serra'] },
  { name: 'Barão do Monte Alto', uf: 'MG', former: ['Barão de Monte Alto'] },
  { name: 'Dona Euzébia', uf: 'MG', former: ['Dona Eusébia'] },
  { name: 'São Tomé das Letras', uf: 'MG', former: ['São Thomé das Letras'] },
  { name: 'Florínea', uf: 'SP', former: ['Florínia'] },
  { name: 'Santo Antônio de Leverger', uf: 'MT', former: ['Santo Antônio do Leverger'] },
  { name: 'Santa Terezinha', uf: 'BA', former: ['Santa Teresinha'] },
  { name: 'Tabocão', uf: 'TO', former: ['Fortaleza do Tabocão'] },
  { name: 'Joca Claudino', uf: 'PB', former: ['Santarém'] },
  { name: 'Tacima', uf: 'PB', former: ['Campo de Santana'] },
  { name: 'São Domingos', uf: 'PB', former: ['São Domingos de Pombal'] },
  { name: 'Brazópolis', uf: 'MG', former: ['Brasópolis'] },
  { name: 'Poxoréu', uf: 'MT', former: ['Poxoréo'] },
  { name: 'Itapajé', uf: 'CE', former: ['Itapagé'] },
  { name: 'Couto Magalhães', uf: 'TO', former: ['Couto de Magalhães'] },
  { name: 'Colinas do Tocantins', uf: 'TO', former: ['Colinas de Goiás'] },
];
