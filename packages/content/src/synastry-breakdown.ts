// The words around the synastry's "Por que N%?" list, on their own so the browser loads them without the
// synastry texts (@constelar/content/synastry-breakdown).

export const BREAKDOWN_WORDING = {
  intro:
    'Cada aspecto entre os dois mapas soma ou tira pontos, conforme a natureza do encontro e o quanto ele é exato. Aqui está a conta inteira, sem mistério.',
  /** Shown when an aspect of the list rounds to 0. */
  zeroNote: 'Aspectos com 0 pesam menos de meio ponto: existem, mas somem no arredondamento.',
};
