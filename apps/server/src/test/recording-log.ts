import type { MailLog } from '../mail/create-mailer';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

/** A MailLog that keeps every line, so tests can read what an operator would see. */
export function recordingLog(): { log: MailLog; lines: LogLine[]; dump(): string } {
  const lines: LogLine[] = [];
  const record = (level: LogLine['level']) => (details: object, message: string) =>
    void lines.push({ level, details, message });
  return {
    log: { info: record('info'), warn: record('warn'), error: record('error') },
    lines,
    dump: () => JSON.stringify(lines),
  };
}
