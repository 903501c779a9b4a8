import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../mail/templates/mail-layout';

/**
 * The pages a browser sees on the List-Unsubscribe URL: one button to confirm, the confirmation, and a
 * bad link. Plain HTML from the API, so they work where the web app's bundle is not served. Colours are
 * the app's palette (guide/visual.md); every pair passes WCAG AAA (the lowest, muted on panel, is 7.3:1).
 */
const STYLE = [
  ':root{color-scheme:dark}',
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d0a1f;color:#ede9fe;',
  "font:1rem/1.6 Inter,Manrope,'Segoe UI',system-ui,sans-serif}",
  'main{box-sizing:border-box;width:calc(100% - 2rem);max-width:28rem;margin:1.5rem auto;padding:2rem 1.5rem;',
  'border:1px solid rgba(212,175,55,.25);border-radius:1rem;background:#1a1033}',
  ".brand{margin:0 0 .5rem;font-family:Cinzel,'Cormorant Garamond',Georgia,serif;color:#d4af37;letter-spacing:.08em}",
  "h1{margin:0 0 1rem;font:600 1.6rem/1.3 Cinzel,'Cormorant Garamond',Georgia,serif;color:#f3d98b}",
  'p{margin:0 0 1rem}.muted{color:#a5a0c8;font-size:.9rem}',
  'button{width:100%;min-height:3rem;margin:.5rem 0 1.5rem;border:0;border-radius:.75rem;background:#d4af37;',
  'color:#0d0a1f;font:inherit;font-weight:600;cursor:pointer}button:hover{background:#f3d98b}',
  'a{color:#2dd4bf}button:focus-visible,a:focus-visible{outline:3px solid #2dd4bf;outline-offset:3px}',
].join('');

/**
 * Stricter than the app's default: nothing loads but this one stylesheet (by its hash) and the favicon,
 * and the form may post only to this server.
 */
const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** `body` is HTML already: every interpolated value in it went through escapeHtml. */
function page(title: string, body: string): string {
  return (
    '<!doctype html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    '<meta name="robots" content="noindex">\n' +
    `<title>${escapeHtml(title)} · Constelar</title>\n<style>${STYLE}</style>\n</head>\n<body>\n<main>\n` +
    `<p class="brand">Constelar</p>\n<h1>${escapeHtml(title)}</h1>\n${body}\n</main>\n</body>\n</html>\n`
  );
}

const homeLink = (home: string, label: string) =>
  `<p class="muted"><a href="${escapeHtml(home)}">${escapeHtml(label)}</a></p>`;

/**
 * GET: the question and its button, nothing changed yet. The form posts what a mail client's one-click
 * posts (RFC 8058) to this same path, the token in the query.
 */
export function confirmPage(token: string, home: string): string {
  const action = `?token=${encodeURIComponent(token)}`;
  return page(
    'Cancelar inscrição',
    '<p>Confirme para deixar de receber a newsletter semanal do Constelar neste e-mail.</p>\n' +
      `<form method="post" action="${escapeHtml(action)}">\n` +
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">\n' +
      '<button type="submit">Cancelar inscrição</button>\n</form>\n' +
      homeLink(home, 'Mudei de ideia: voltar ao Constelar'),
  );
}

export function donePage(message: string, home: string): string {
  return page(
    'Inscrição cancelada',
    `<p>${escapeHtml(message)}</p>\n${homeLink(home, 'Voltar ao Constelar')}`,
  );
}

export function invalidLinkPage(message: string, home: string): string {
  return page(
    'Link inválido',
    `<p>${escapeHtml(message)}</p>\n` +
      '<p class="muted">Use o link “Cancelar inscrição” do e-mail mais recente da newsletter, inteiro.</p>\n' +
      homeLink(home, 'Voltar ao Constelar'),
  );
}

/**
 * Browsers name text/html in Accept; mail providers' one-click POSTs, the web app (axios) and other API
 * clients do not, and keep getting JSON.
 */
export function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'text/html' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

export function sendPage(reply: FastifyReply, html: string): FastifyReply {
  return (
    reply
      .header('content-security-policy', PAGE_CSP)
      // The address holds the reader's token: no cache along the way keeps it.
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}
