// `npm run newsletter:send` queues this week's "A semana no céu" for every confirmed subscriber and
// delivers it now; with `-- --dry-run` it only writes the week's message to DATA_DIR/outbox (sky.md §7).
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createMailer, type MailLog } from '../mail/create-mailer';
import { createOutboxTransport } from '../mail/outbox-transport';
import {
  mondayOf,
  queueWeeklyLetters,
  weekEvents,
  weeklyLetterFor,
} from '../services/newsletter/weekly-letter';

const SAMPLE_ADDRESS = 'leitora@exemplo.com.br';

async function main(): Promise<void> {
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    console.error('Configuração inválida:');
    for (const problem of loaded.problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  const { config } = loaded;
  const now = new Date();
  const monday = mondayOf(now);

  if (process.argv.includes('--dry-run')) {
    const letter = weeklyLetterFor({ config }, monday, SAMPLE_ADDRESS, weekEvents(monday));
    const receipt = await createOutboxTransport(config.dataDir, config.mailFrom).deliver({
      id: randomUUID(),
      kind: letter.kind,
      to: letter.to,
      subject: letter.subject,
      text: letter.text,
      html: letter.html,
      headers: letter.headers,
      attempts: 1,
      createdAt: now,
    });
    console.log(`A semana no céu (${monday}), exemplo para ${SAMPLE_ADDRESS}: ${receipt.file}`);
    return;
  }

  const database = await openDatabase(config);
  await runMigrations(database, config.databaseUrl);
  // One line per delivery, message first: the script is read by a person at a terminal.
  const line = (write: (text: string) => void) => (details: object, message: string) =>
    write(`${message} ${JSON.stringify(details)}`);
  const log: MailLog = { info: line(console.log), warn: line(console.warn), error: line(console.error) };
  const mail = createMailer({ db: database.db, config, log });
  try {
    const queued = await queueWeeklyLetters({ config, db: database.db, mail }, monday, (p) =>
      console.log(`${p.done} de ${p.total} endereços vistos, ${p.queued} cartas na fila`),
    );
    const delivered = await mail.flush();
    console.log(`A semana no céu (${monday}): ${queued} na fila, ${delivered} entregues agora.`);
  } finally {
    await mail.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Falha ao enviar A semana no céu:', error);
  process.exit(1);
});
