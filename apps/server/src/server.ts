import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { LockedError, takeLock } from './db/server-lock.js';
import { explainStartError, isWorthRetrying } from './start-errors.js';
import { startBanner } from './start-banner.js';

const START_ATTEMPTS = 5;
const START_PAUSE_MS = 2_000;

/** Builds the app, waiting a little for a database that is still starting (issue #20.5). */
async function buildWhenDatabaseIsUp(config: Config) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await buildApp(config);
    } catch (error) {
      if (attempt >= START_ATTEMPTS || !isWorthRetrying(error)) throw error;
      console.error(
        `La base de données ne répond pas encore (essai ${attempt}/${START_ATTEMPTS})\u202f: nouvel essai dans ${START_PAUSE_MS / 1000} s.`,
      );
      await new Promise((resolve) => setTimeout(resolve, START_PAUSE_MS));
    }
  }
}

// Listens and shuts down; everything else is in buildApp so tests run the same server.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // A SQLite file is not restored under a running server (admin restore); released on exit.
  takeLock(config.DATABASE_URL);
  const app = await buildWhenDatabaseIsUp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one does not hold the process for ever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const port = app.server.address();
  const shownPort = typeof port === 'object' && port ? port.port : config.PORT;
  for (const line of await startBanner(app.db, config, shownPort)) console.log(line);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof LockedError) console.error(error.message);
  else {
    // One line an operator can act on when the cause is known; the error itself otherwise.
    const config = loadConfig(process.env);
    console.error(explainStartError(error, config) ?? error);
  }
  process.exit(1);
});
