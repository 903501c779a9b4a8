// TEMPORARY stand-in (issue #42): the 36 cards with their real names, numbers, slugs and inserts, and
// short provisional words. The writers' branch `ciganotexts` replaces this file with the real texts.
import type { CiganoCardText } from './cigano-card-text';

function card(number: number, name: string, slug: string, insert: string, noun: string): CiganoCardText {
  return {
    number,
    name,
    slug,
    insert,
    keywords: [noun, `tema ${number}`, 'provisório', 'baralho cigano'],
    subject: noun,
    modifier: `com o tom da carta ${number}`,
    description: `${name} é a carta ${number} do baralho cigano (texto provisório).`,
    longDescription: `${name} ocupa o número ${number} do baralho cigano.\n\nEste texto é provisório e será substituído.\n\nA leitura final traz o sentido completo da carta.`,
    meanings: {
      geral: `${name} fala, de modo geral, de ${noun} (texto provisório).`,
      amor: `${name} fala, no amor, de ${noun} (texto provisório).`,
      trabalho: `${name} fala, no trabalho, de ${noun} (texto provisório).`,
      conselho: `${name} aconselha olhar para ${noun} (texto provisório).`,
    },
  };
}

export const CIGANO_CARDS: readonly CiganoCardText[] = [
  card(1, 'O Cavaleiro', 'o-cavaleiro', 'Nove de Copas', 'cavaleiro'),
  card(2, 'O Trevo', 'o-trevo', 'Seis de Ouros', 'trevo'),
  card(3, 'O Navio', 'o-navio', 'Dez de Espadas', 'navio'),
  card(4, 'A Casa', 'a-casa', 'Rei de Copas', 'casa'),
  card(5, 'A Árvore', 'a-arvore', 'Sete de Copas', 'árvore'),
  card(6, 'As Nuvens', 'as-nuvens', 'Rei de Paus', 'nuvens'),
  card(7, 'A Serpente', 'a-serpente', 'Dama de Paus', 'serpente'),
  card(8, 'O Caixão', 'o-caixao', 'Nove de Ouros', 'caixão'),
  card(9, 'O Buquê', 'o-buque', 'Dama de Espadas', 'buquê'),
  card(10, 'A Foice', 'a-foice', 'Valete de Ouros', 'foice'),
  card(11, 'O Chicote', 'o-chicote', 'Valete de Paus', 'chicote'),
  card(12, 'Os Pássaros', 'os-passaros', 'Sete de Ouros', 'pássaros'),
  card(13, 'A Criança', 'a-crianca', 'Valete de Espadas', 'criança'),
  card(14, 'A Raposa', 'a-raposa', 'Nove de Paus', 'raposa'),
  card(15, 'O Urso', 'o-urso', 'Dez de Paus', 'urso'),
  card(16, 'As Estrelas', 'as-estrelas', 'Seis de Copas', 'estrelas'),
  card(17, 'A Cegonha', 'a-cegonha', 'Dama de Copas', 'cegonha'),
  card(18, 'O Cachorro', 'o-cachorro', 'Dez de Copas', 'cachorro'),
  card(19, 'A Torre', 'a-torre', 'Seis de Espadas', 'torre'),
  card(20, 'O Jardim', 'o-jardim', 'Oito de Espadas', 'jardim'),
  card(21, 'A Montanha', 'a-montanha', 'Oito de Paus', 'montanha'),
  card(22, 'O Caminho', 'o-caminho', 'Dama de Ouros', 'caminho'),
  card(23, 'O Rato', 'o-rato', 'Sete de Paus', 'rato'),
  card(24, 'O Coração', 'o-coracao', 'Valete de Copas', 'coração'),
  card(25, 'O Anel', 'o-anel', 'Ás de Paus', 'anel'),
  card(26, 'O Livro', 'o-livro', 'Dez de Ouros', 'livro'),
  card(27, 'A Carta', 'a-carta', 'Sete de Espadas', 'carta'),
  card(28, 'O Cigano', 'o-cigano', 'Ás de Copas', 'cigano'),
  card(29, 'A Cigana', 'a-cigana', 'Ás de Espadas', 'cigana'),
  card(30, 'Os Lírios', 'os-lirios', 'Rei de Espadas', 'lírios'),
  card(31, 'O Sol', 'o-sol', 'Ás de Ouros', 'sol'),
  card(32, 'A Lua', 'a-lua', 'Oito de Copas', 'lua'),
  card(33, 'A Chave', 'a-chave', 'Oito de Ouros', 'chave'),
  card(34, 'O Peixe', 'o-peixe', 'Rei de Ouros', 'peixe'),
  card(35, 'A Âncora', 'a-ancora', 'Nove de Espadas', 'âncora'),
  card(36, 'A Cruz', 'a-cruz', 'Seis de Paus', 'cruz'),
];

/** The card numbered n (1 … 36); undefined outside the deck. */
export function ciganoCardText(n: number): CiganoCardText | undefined {
  return CIGANO_CARDS[n - 1];
}
