/** What every template returns: the subject and the two parts of one message. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A run of text inside a paragraph; `strong` is set in bold in HTML and left as is in plain text. */
export type Inline = string | { strong: string };
export type Paragraph = Inline | Inline[];

export interface MailLayout {
  subject: string;
  /** The preview line that inboxes show beside the subject; hidden in the message itself. */
  preheader: string;
  heading: string;
  paragraphs: Paragraph[];
  /** The one button of the message, repeated as a plain link under it and in the text part. */
  action?: { label: string; url: string };
  /** Paragraphs under the button: how long the link lasts, what to do if it was not you. */
  notes?: Paragraph[];
  /** A last line in small print, with its own link (the newsletter's unsubscribe). */
  footer?: { text: string; link: { label: string; url: string } };
}

export const PRODUCT_NAME = 'Constelar';
export const TAGLINE = 'Seu guia para as estrelas e os arquétipos.';

// The web app's palette (visual.md). Every colour sits on a table cell, both as bgcolor and inline
// style: light clients that drop <body> styles still paint the night behind the light text.
const NIGHT = '#0d0a1f';
const PANEL = '#1a1033';
const GOLD = '#d4af37';
const SOFT_GOLD = '#f3d98b';
const TEXT = '#ede9fe';
const MUTED = '#a5a0c8';
const BORDER = '#3b2a66';
const SANS = "Helvetica, Arial, 'Segoe UI', sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Links come from PUBLIC_URL; anything but http(s) or mailto would be a bug worth failing on. */
export function checkedUrl(url: string): string {
  if (!/^(https?:\/\/|mailto:)[^\s]+$/i.test(url))
    throw new Error('mail link must be an http(s) or mailto URL');
  return url;
}

/** The greeting by first name (issue #37): "Olá, Ana!" for "Ana Maria Souza"; "Olá!" without a name. */
export function greeting(name: string | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first ? `Olá, ${first}!` : 'Olá!';
}

function inlines(paragraph: Paragraph): Inline[] {
  return Array.isArray(paragraph) ? paragraph : [paragraph];
}

function paragraphText(paragraph: Paragraph): string {
  return inlines(paragraph)
    .map((part) => (typeof part === 'string' ? part : part.strong))
    .join('');
}

function paragraphHtml(paragraph: Paragraph, style: string): string {
  const body = inlines(paragraph)
    .map((part) =>
      typeof part === 'string'
        ? escapeHtml(part)
        : `<strong style="color:${SOFT_GOLD};">${escapeHtml(part.strong)}</strong>`,
    )
    .join('');
  return `<p style="margin:0 0 16px;${style}">${body}</p>`;
}

export function renderMail(layout: MailLayout): MailContent {
  const action = layout.action && { ...layout.action, url: checkedUrl(layout.action.url) };
  const footer = layout.footer && {
    ...layout.footer,
    link: { ...layout.footer.link, url: checkedUrl(layout.footer.link.url) },
  };
  return {
    subject: layout.subject,
    text: renderText(layout, action, footer),
    html: renderHtml(layout, action, footer),
  };
}

/** The plain-text part: every link alone on its line, so that any client makes it clickable whole. */
function renderText(layout: MailLayout, action: MailLayout['action'], footer: MailLayout['footer']): string {
  const blocks = [layout.heading, ...layout.paragraphs.map(paragraphText)];
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  blocks.push(...(layout.notes ?? []).map(paragraphText));
  blocks.push(`-- \n${PRODUCT_NAME}\n${TAGLINE}`);
  if (footer) blocks.push(`${footer.text}\n${footer.link.label}:\n${footer.link.url}`);
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml(layout: MailLayout, action: MailLayout['action'], footer: MailLayout['footer']): string {
  const body = `font-family:${SANS};font-size:16px;line-height:1.6;color:${TEXT};`;
  const small = `font-family:${SANS};font-size:13px;line-height:1.5;color:${MUTED};`;
  const rows: string[] = [];
  rows.push(
    `<tr><td style="padding:32px 32px 8px;font-family:${SERIF};font-size:22px;letter-spacing:2px;color:${GOLD};">&#10022; ${PRODUCT_NAME}</td></tr>`,
  );
  const content = [
    `<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:26px;line-height:1.3;font-weight:normal;color:${SOFT_GOLD};">${escapeHtml(layout.heading)}</h1>`,
    ...layout.paragraphs.map((p) => paragraphHtml(p, body)),
  ];
  if (action) {
    const href = escapeHtml(action.url);
    content.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
        `<td bgcolor="${GOLD}" style="border-radius:8px;background-color:${GOLD};">` +
        `<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:16px;font-weight:bold;color:${NIGHT};text-decoration:none;border-radius:8px;">${escapeHtml(action.label)}</a>` +
        `</td></tr></table>`,
      `<p style="margin:0 0 24px;${small}">Se o botão não funcionar, copie e cole este endereço no navegador:<br>` +
        `<a href="${href}" target="_blank" style="color:${SOFT_GOLD};word-break:break-all;">${escapeHtml(action.url)}</a></p>`,
    );
  }
  content.push(...(layout.notes ?? []).map((p) => paragraphHtml(p, small)));
  rows.push(`<tr><td style="padding:8px 32px 16px;">${content.join('')}</td></tr>`);
  const footerLines = [
    `<p style="margin:0 0 8px;${small}"><span style="color:${GOLD};">${PRODUCT_NAME}</span> &middot; ${escapeHtml(TAGLINE)}</p>`,
  ];
  if (footer)
    footerLines.push(
      `<p style="margin:0;${small}">${escapeHtml(footer.text)} ` +
        `<a href="${escapeHtml(footer.link.url)}" target="_blank" style="color:${SOFT_GOLD};">${escapeHtml(footer.link.label)}</a></p>`,
    );
  rows.push(
    `<tr><td style="padding:16px 32px 28px;border-top:1px solid ${BORDER};">${footerLines.join('')}</td></tr>`,
  );
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="dark">',
    '<meta name="supported-color-schemes" content="dark">',
    `<title>${escapeHtml(layout.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${NIGHT};">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${NIGHT};">${escapeHtml(layout.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${NIGHT}" style="background-color:${NIGHT};">`,
    `<tr><td align="center" bgcolor="${NIGHT}" style="padding:32px 12px;background-color:${NIGHT};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PANEL}" style="max-width:560px;background-color:${PANEL};border:1px solid ${BORDER};border-radius:14px;">`,
    ...rows,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
