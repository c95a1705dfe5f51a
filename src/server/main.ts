import { ConfigError, loadConfig } from './config';
import { DatabaseStartError, databaseTargetFor, openDatabase } from './db/connection';
import { buildApp } from './app';
import { seedFirstAccount } from './services/users.service';
import { portsFor } from './adapters/ports';

/**
 * The composition root, and the only one: configuration, database, every port (adapters/ports.ts
 * picks each adapter from the configuration), first account, app, listen.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseTargetFor(config));
  const { app, services } = await buildApp({ config, db: database.db, ...portsFor(config, database.db) });

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
  const port = new URL(address).port;
  console.log(`Selvage listening on http://${config.host}:${port} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseStartError ? error.message : error);
  process.exit(1);
});
