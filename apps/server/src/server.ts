import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed-demo.js';

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
  console.log(`\nPrépacode est prêt : http://localhost:${shownPort}\n`);
  if (config.DEMO_DATA) {
    console.log(`Comptes de démonstration (mot de passe « ${DEMO_PASSWORD} ») :`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.email.padEnd(20)} ${account.shows}`);
    console.log('');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
