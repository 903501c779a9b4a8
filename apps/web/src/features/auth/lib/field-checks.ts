// The sign-in forms check their own fields and say what is wrong in Portuguese, under each field: the
// browser's own bubble (in the browser's language, often English) would cover the form's hints.

export const REQUIRED = 'Este campo é obrigatório.';
export const BAD_EMAIL = 'Informe um e-mail válido, como nome@exemplo.com.';
export const tooShort = (min: number) => `Use pelo menos ${min} caracteres.`;

/** Each named input of `form` that fails its `required`, `type="email"` or `minLength`, with its words. */
export function fieldProblems(form: HTMLFormElement): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement) || !el.name || el.type === 'checkbox' || el.disabled) continue;
    // Blank after trimming counts as empty, as on the report form (product.md §5).
    if (el.required && el.value.trim() === '') problems[el.name] = REQUIRED;
    else if (el.type === 'email' && el.validity.typeMismatch) problems[el.name] = BAD_EMAIL;
    else if (el.minLength > 0 && el.value.length > 0 && el.value.length < el.minLength)
      problems[el.name] = tooShort(el.minLength);
  }
  return problems;
}
