const MAX_ERROR_CHARS = 300;

export interface DeliveryFailure {
  /** Short and safe to store and log: no address beyond its domain, no credentials, never the body. */
  summary: string;
  /** The receiving server refused this message for good (5xx on RCPT or DATA): retrying will not help. */
  permanent: boolean;
  /** The failure concerns the server, not the message (refused, timed out, bad login): stop the pass. */
  transportDown: boolean;
}

/** Classifies what nodemailer (or the file system, for the outbox) threw. */
export function describeDeliveryError(error: unknown): DeliveryFailure {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const status = typeof responseCode === 'number' ? responseCode : undefined;
  // nodemailer's codes for a rejection of this one message (RCPT TO or DATA); every other code means
  // the connection, the login or the disk failed, and would fail for the next message as well.
  const messageLevel = code === 'EENVELOPE' || code === 'EMESSAGE';
  const prefix = [typeof code === 'string' ? code : undefined, status].filter(Boolean).join(' ');
  const text = redact(String(message ?? error));
  const summary = (prefix ? `${prefix}: ${text}` : text).slice(0, MAX_ERROR_CHARS);
  return {
    summary,
    permanent: messageLevel && status !== undefined && status >= 500 && status < 600,
    transportDown: !messageLevel,
  };
}

/** Servers echo the recipient in their replies; a URL in an error may carry the SMTP login. */
export function redact(text: string): string {
  return text
    .replace(/\/\/[^\s/@]*@/g, '//***@')
    .replace(/[^\s<>"'(),;:[\]@/*]+@([a-z0-9-]+(\.[a-z0-9-]+)*)/gi, '***@$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a log line may say about a recipient. */
export function recipientDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at >= 0 ? address.slice(at + 1).toLowerCase() : '';
}
