// The cookie-consent record (product.md §9: a cookie valid for 150 days).

const SECONDS_PER_DAY = 86_400;

export function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** A document.cookie assignment; both Max-Age and Expires, for browsers that read only one. */
export function consentCookie(name: string, days: number, now: Date): string {
  const expires = new Date(now.getTime() + days * SECONDS_PER_DAY * 1000).toUTCString();
  return `${name}=aceito; Max-Age=${days * SECONDS_PER_DAY}; Expires=${expires}; Path=/; SameSite=Lax`;
}
