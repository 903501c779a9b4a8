// The wording checks every library goes through (issue #37, library-wording.test.ts): template slips,
// and the claims the product never makes (investment advice, the body and health).

/** Sentences as a reader sees them. */
const sentences = (text: string): string[] => text.split(/(?<=[.!?;])\s+/);

const SLIPS: [string, RegExp][] = [
  ['unfilled slot', /\{[^}]*\}|\$\{/],
  ['undefined', /(?<!\p{L})(undefined|null|NaN)(?!\p{L})/u],
  ['double space', / {2,}/],
  ['space before punctuation', / [,.;:!?]/],
  ['doubled punctuation', /[,;:]{2}|(?<!\.)\.\.(?!\.)|,\.|\.,/],
  // "antes de a Lua entrar" is right: the article opens an infinitive's subject, which does not contract.
  [
    'no contraction',
    /(?<!\p{L})(de|em) (o|a|os|as) (?!(?:[\p{L}-]+ ){0,3}(?:se )?\p{L}{2,}(?:ar|er|ir)(?!\p{L}))/iu,
  ],
  // "se se sentir" (if one feels) is Portuguese.
  ['doubled word', /(?<!\p{L})(?!se\s)(\p{L}+)\s+\1(?!\p{L})/iu],
  ['empty', /\(\s*\)|^\s*$/],
];

/** Template slips in a text: "{sign}", "undefined", two spaces, "de o", "a a", an empty text. */
export function slipsOf(text: string): string[] {
  const hits: string[] = [];
  for (const [name, rule] of SLIPS) if (rule.test(text)) hits.push(`${name}: ${text.match(rule)?.[0] ?? ''}`);
  return hits;
}

/** Investment advice and claims about the body or health, as a reader would take them. */
const CLAIMS: [string, RegExp][] = [
  // Investing time, energy or affection is figurative; money, the market and "investimentos" are not.
  [
    'investment',
    /(?<!\p{L})(investimentos?(?! de afeto)|(?:invest(?:ir|e|a)|invist(?:a|o))(?: [\p{L}]+){0,3} dinheiro|aplica(?:r|ção) financeira|bolsa de valores|na bolsa|criptomoedas?|renda fixa)(?!\p{L})/iu,
  ],
  ['shares', /(?<!\p{L})(comprar|compre|vender|venda) ações|ações na bolsa|ações de empresas/iu],
  ['guaranteed money', /(dinheiro|lucro|ganho|retorno|renda) garantid[oa]/iu],
  ['diet', /(?<!\p{L})(dieta|emagrec\p{L}*|jejum)(?!\p{L})/iu],
  [
    'illness',
    /(?<!\p{L})(doenças?|sintomas?|diagnóstico|remédios?|medicamentos?|medicação|imunidade|sistema imunológico)(?!\p{L})/iu,
  ],
  ['cure', /(?<!\p{L})cura(?:r)? (?:de |da |do |a |o )?(?:doenças?|males?|enfermidades?|corpo)/iu],
  ['the body reacts', /(?<!\p{L})(o|seu) corpo (reage|sente|registra|adoece|responde|pede|fica)/iu],
  [
    'health as a promise',
    /(?<!\p{L})(saúde (vai|tende a|deve) melhorar|melhora(?:r)? (a sua |sua )?saúde|garante (a sua |sua )?saúde|fortalece (a sua |sua )?saúde)/iu,
  ],
];

/** Investment advice and body or health claims, one hit per sentence and rule. */
export function forbiddenClaimsOf(text: string): string[] {
  const hits: string[] = [];
  for (const sentence of sentences(text))
    for (const [name, rule] of CLAIMS) if (rule.test(sentence)) hits.push(`${name}: ${sentence}`);
  return hits;
}
