import { checkedUrl } from './mail-layout';

/**
 * RFC 2369 / RFC 8058 one-click unsubscribe, on every newsletter message: mail clients show their own
 * "cancelar inscrição" button and POST to the URL. `mailto` is an address or a mailto: URI.
 */
export function newsletterHeaders(input: { unsubscribeUrl: string; mailto: string }): Record<string, string> {
  const mailto = checkedUrl(input.mailto.startsWith('mailto:') ? input.mailto : `mailto:${input.mailto}`);
  const url = checkedUrl(input.unsubscribeUrl);
  if (/[<>,]/.test(url + mailto)) throw new Error('List-Unsubscribe URIs cannot hold <, > or ,');
  return {
    'List-Unsubscribe': `<${url}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
