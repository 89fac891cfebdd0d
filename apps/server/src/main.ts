import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { appFileStorage } from './lib/file-storage';
import { startupPhases } from './lib/startup-phases';
import { seed } from './seed/seed';

const phases = startupPhases();
phases.mark('load');
const config = loadConfig();
const database = await openDatabase(config);
phases.mark('openDatabase');
await database.migrate();
phases.mark('migrate');
const demoData = await seed(database.db, {
  demo: config.seedDemo,
  media: { files: appFileStorage(config.dataDir), mediaKey: config.mediaKey },
});
phases.mark('seed');
const app = await buildApp({ config, database });
phases.mark('buildApp');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining in-flight requests');
  // close() stops accepting, waits for requests in flight, then runs onClose hooks (job workers).
  // Browsers keep connections open for reuse; each is closed as soon as its request is done,
  // rather than after the 72 s keep-alive timeout.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close();
  clearInterval(idleSweep);
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
phases.mark('listen'); // includes the job queue's start (onReady)
app.log.info({ ...phases.summary(), demoData }, 'started');
app.log.info(`Lending Console: http://localhost:${config.port} (database: ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`);
