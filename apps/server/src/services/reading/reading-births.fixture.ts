import type { BirthData } from './cast-birth';

/**
 * Twenty births for the reading's content tests (issue #27): several without a time, the Capricorn
 * stellium of the 1989–90 births (Saturn, Uranus and Neptune together), and a Saturn and Mars both
 * conjunct the Ascendant (31 March 2020, 01:20 in São Paulo).
 */
export const READING_BIRTHS: readonly (BirthData & { birthPlace: string })[] = [
  { name: 'Ana Souza', birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'São Paulo, SP' },
  { name: 'Bruno Carvalho', birthDate: '1990-01-12', birthTime: '08:15', birthPlace: 'Rio de Janeiro, RJ' },
  { name: 'Camila Ribeiro', birthDate: '1989-12-28', birthTime: null, birthPlace: 'Salvador, BA' },
  { name: 'Davi Nogueira', birthDate: '2020-03-31', birthTime: '01:20', birthPlace: 'São Paulo, SP' },
  { name: 'Érica Gonçalves', birthDate: '1985-04-02', birthTime: '23:05', birthPlace: 'Recife, PE' },
  { name: 'Fábio Antunes', birthDate: '1978-10-19', birthTime: null, birthPlace: 'Porto Alegre, RS' },
  { name: 'Gabriela Moreira', birthDate: '2001-06-21', birthTime: '06:40', birthPlace: 'Belo Horizonte, MG' },
  { name: 'Heitor Lima', birthDate: '1965-02-23', birthTime: '12:00', birthPlace: 'Manaus, AM' },
  { name: 'Íris Fontes', birthDate: '1995-11-08', birthTime: '17:55', birthPlace: 'Curitiba, PR' },
  { name: 'João Pedro Alves', birthDate: '1990-01-20', birthTime: null, birthPlace: 'Fortaleza, CE' },
  { name: 'Karina Duarte', birthDate: '1972-08-30', birthTime: '03:10', birthPlace: 'Brasília, DF' },
  { name: 'Lucas Teixeira', birthDate: '2008-12-05', birthTime: '10:25', birthPlace: 'Belém, PA' },
  { name: 'Mariana Pires', birthDate: '1993-02-14', birthTime: '20:30', birthPlace: 'Goiânia, GO' },
  { name: 'Nicolas Barros', birthDate: '1988-12-30', birthTime: '15:45', birthPlace: 'Natal, RN' },
  { name: 'Olívia Campos', birthDate: '1959-05-17', birthTime: null, birthPlace: 'Lisboa' },
  { name: 'Paulo Henrique Dias', birthDate: '1999-08-11', birthTime: '09:50', birthPlace: 'São Paulo, SP' },
  { name: 'Queila Rocha', birthDate: '1982-03-09', birthTime: '05:05', birthPlace: 'Rio de Janeiro, RJ' },
  { name: 'Rafael Monteiro', birthDate: '2012-09-27', birthTime: '13:35', birthPlace: 'Salvador, BA' },
  { name: 'Sofia Andrade', birthDate: '1990-01-05', birthTime: '21:15', birthPlace: 'Curitiba, PR' },
  { name: 'Tânia Mello', birthDate: '1968-07-04', birthTime: '18:20', birthPlace: 'Porto Alegre, RS' },
];

/** The São Paulo date the fixture's reports are computed on. */
export const READING_TODAY = '2026-11-27';
