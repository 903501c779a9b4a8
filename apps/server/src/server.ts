import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { loadPlaces } from '@constelar/places';

async function main(): Promise<void> {
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    console.error('Configuração inválida; o servidor não iniciou:');
    for (const problem of loaded.problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  const { config } = loaded;
  const database = await openDatabase(config);
  await runMigrations(database, config.databaseUrl);
  const app = await buildApp({ config, database });
  // Load the gazetteer now, not on the first visitor's request.
  loadPlaces();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness turns 503 and the port stops accepting; accepted requests finish; then the scheduler
    // stops, claimed mail is released for another instance, the work pool and the database close.
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.warn('shutdown grace over: exiting with requests still open');
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    try {
      // The port closes at once (a new connection is refused, and a proxy goes elsewhere); each open
      // connection ends after its last answer, quiet ones are closed; then close() finds none to cut.
      app.beginStop();
      await app.drainConnections(config.shutdownGraceMs / 2);
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // With PORT=0 the system picks the port: name the one actually bound.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Constelar em http://localhost:${port} (banco: ${database.driver})`);
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar o servidor:', error);
  process.exit(1);
});
