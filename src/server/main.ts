import { ConfigError, loadConfig } from './config';
import { DatabaseStartError, databaseTargetFor, openDatabase } from './db/connection';

/**
 * The composition root, and the only one: configuration, database, every port (adapters/ports.ts
 * picks each adapter from the configuration), first account, app, listen.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database compiles its WebAssembly on other threads (~0.3 s of a ~1 s start):
  // the app's modules load meanwhile instead of before (a separate chunk in the build, so their
  // packages are not imported ahead of this line).
  const opening = openDatabase(databaseTargetFor(config));
  // A failed open must not be reported as an unhandled rejection while the imports run.
  opening.catch(() => undefined);
  const [{ buildApp }, { portsFor }, { seedFirstAccount }] = await Promise.all([
    import('./app'),
    import('./adapters/ports'),
    import('./services/users.service'),
  ]);
  const database = await opening;
  const { app, services } = await buildApp({ config, db: database.db, tls: config.tls, ...(await portsFor(config, database.db)) });

  // One server at a time, so two starting together seed one account and print one password.
  const seeded = await database.withStartupLock(() =>
    seedFirstAccount(services.users, { email: config.adminEmail, password: config.adminPassword }),
  );
  if (seeded?.generatedPassword) {
    // Printed once, on the first start only: there is no other way to learn it.
    console.log(
      `\nFirst start: created staff account ${seeded.email} with password ${seeded.generatedPassword}\n` +
        `Change it with: npm run user -- reset ${seeded.email}\n`,
    );
  } else if (seeded) {
    console.log(`First start: created staff account ${seeded.email} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const { protocol, port } = new URL(address);
  console.log(`Selvage listening on ${protocol}//${config.host}:${port} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseStartError ? error.message : error);
  process.exit(1);
});
