import { describe, expect, it } from 'vitest';
import { describeDeliveryError, recipientDomain } from './delivery-error';

const smtpError = (message: string, code: string, responseCode?: number) =>
  Object.assign(new Error(message), { code, responseCode });

describe('describeDeliveryError', () => {
  it('keeps the recipient domain only and drops credentials', () => {
    const failure = describeDeliveryError(
      smtpError(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <ana.souza@exemplo.com.br>: no such user",
        'EENVELOPE',
        550,
      ),
    );
    expect(failure.summary).toBe(
      "EENVELOPE 550: Can't send mail - all recipients were rejected: 550 5.1.1 <***@exemplo.com.br>: no such user",
    );
    expect(describeDeliveryError(new Error('bad url smtp://user:s3nha@mail.host:587')).summary).toBe(
      'bad url smtp://***@mail.host:587',
    );
  });

  it.each([
    [
      'a 5xx on RCPT is permanent',
      smtpError('x', 'EENVELOPE', 550),
      { permanent: true, transportDown: false },
    ],
    [
      'a 4xx on DATA is worth a retry',
      smtpError('x', 'EMESSAGE', 451),
      { permanent: false, transportDown: false },
    ],
    [
      'a refused connection is the server',
      smtpError('x', 'ESOCKET'),
      { permanent: false, transportDown: true },
    ],
    [
      'a bad login is the server, not the message',
      smtpError('x', 'EAUTH', 535),
      { permanent: false, transportDown: true },
    ],
    ['a full disk is the outbox', smtpError('x', 'ENOSPC'), { permanent: false, transportDown: true }],
  ])('%s', (_, error, expected) => {
    expect(describeDeliveryError(error)).toMatchObject(expected);
  });

  it('caps the summary', () => {
    expect(describeDeliveryError(new Error('x'.repeat(1000))).summary).toHaveLength(300);
  });

  it('names the recipient by domain', () => {
    expect(recipientDomain('Ana@Exemplo.COM.br')).toBe('exemplo.com.br');
  });
});
