import { SIGNS, type Sign } from '@constelar/core/codes';
import { SIGN_NAMES } from '@constelar/content/sign-names';

/** The glyph code of a sign as the server names it ("Leão" → "leo"), or null for an unknown name. */
export function signCode(name: string | null | undefined): Sign | null {
  return SIGNS.find((code) => SIGN_NAMES[code] === name) ?? null;
}
