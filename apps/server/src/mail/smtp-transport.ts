import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport';
import { toSendMailOptions } from './mail-transport';

// A dead or black-holed server fails one message in seconds, not in nodemailer's default minutes.
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * Sends through SMTP_URL. nodemailer connects only when a message is sent, so creating this never
 * touches the network. Query parameters in the URL (?connectionTimeout=…) override the defaults.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // Messages are built from our own templates: nothing may pull a file or a URL into them.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
  return {
    name: 'smtp',
    async deliver(mail) {
      await transporter.sendMail(toSendMailOptions(mail, from));
      return {};
    },
  };
}
