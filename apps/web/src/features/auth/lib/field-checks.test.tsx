// A .tsx test: the web's DOM tests run in jsdom, and these need its forms and their validity.
import { describe, expect, it } from 'vitest';
import { BAD_EMAIL, fieldProblems, REQUIRED, tooShort } from './field-checks';

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.noValidate = true;
  el.innerHTML = html;
  return el;
}

describe('fieldProblems', () => {
  const fields = `
    <input name="name" required>
    <input name="email" type="email" required>
    <input name="password" type="password" required minlength="6">
    <input name="keep" type="checkbox" required>`;

  it('names every empty required field, a blank one too, and skips checkboxes', () => {
    const f = form(fields);
    (f.elements.namedItem('name') as HTMLInputElement).value = '   ';
    expect(fieldProblems(f)).toEqual({ name: REQUIRED, email: REQUIRED, password: REQUIRED });
  });

  it('reads a malformed e-mail and a short password in Portuguese', () => {
    const f = form(fields);
    (f.elements.namedItem('name') as HTMLInputElement).value = 'Marta';
    (f.elements.namedItem('email') as HTMLInputElement).value = 'marta@';
    (f.elements.namedItem('password') as HTMLInputElement).value = 'lua';
    expect(fieldProblems(f)).toEqual({ email: BAD_EMAIL, password: tooShort(6) });
    expect(tooShort(6)).toBe('Use pelo menos 6 caracteres.');
  });

  it('passes a form filled as it should be', () => {
    const f = form(fields);
    (f.elements.namedItem('name') as HTMLInputElement).value = 'Marta';
    (f.elements.namedItem('email') as HTMLInputElement).value = 'marta@constelar.test';
    (f.elements.namedItem('password') as HTMLInputElement).value = 'segredo';
    expect(fieldProblems(f)).toEqual({});
  });
});
