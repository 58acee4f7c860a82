import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startBanner } from './start-banner.js';

// Listens and shuts down; everything else is in buildApp so tests run the same server.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);

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
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
