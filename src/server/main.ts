import { startPgliteThread } from './db/pglite-thread-client';

// The embedded database (no DATABASE_URL, see config.ts) starts its thread before anything else
// loads: PGlite prepares there while this thread loads the configuration and the app (D108).
const pgliteThread = process.env.DATABASE_URL === undefined ? startPgliteThread() : undefined;

/**
 * The composition root, and the only one: configuration, database, every port (adapters/ports.ts
 * picks each adapter from the configuration), first account, app, listen.
 */
async function main(): Promise<void> {
  const [{ loadConfig }, { databaseTargetFor, startDatabase }] = await Promise.all([import('./config'), import('./db/connection')]);
  const config = loadConfig();
  const database = await startDatabase(databaseTargetFor(config), pgliteThread);
  // The app's modules load while the database opens (each dynamic import is a chunk of the build).
  const [{ buildApp }, { portsFor }, { seedFirstAccount }, { serveUserCommands }, { importPhotoFolders }] = await Promise.all([
    import('./app'),
    import('./adapters/ports'),
    import('./services/users.service'),
    import('./cli/user-socket'),
    import('./adapters/stored-photos'),
  ]);
  const { app, services } = await buildApp({
    config,
    db: database.db,
    instance: database.instance,
    tls: config.tls,
    ...(await portsFor(config, database.db, database.instance)),
  });
  await database.ready;

  // One server at a time, so two starting together seed one account and print one password.
  const seeded = await database.withStartupLock(() =>
    seedFirstAccount(services.users, { email: config.adminEmail, password: config.adminPassword }),
  );
  // Photos an earlier version kept as files in this DATA_DIR move into the database once (issue 29).
  const imported = await importPhotoFolders(database.db, config.dataDir, Date.now());
  if (imported > 0) console.log(`Moved ${imported} photos from ${config.dataDir} into the database (the files are kept in *.imported).`);
  if (seeded?.generatedPassword) {
    // Printed once, on the first start only: there is no other way to learn it.
    console.log(
      `\nFirst start: created owner account ${seeded.email} with password ${seeded.generatedPassword}\n` +
        `Change it with: npm run user -- reset ${seeded.email}\n`,
    );
  } else if (seeded) {
    console.log(`First start: created owner account ${seeded.email} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
  }

  // `npm run user` cannot open the embedded database while this process has it: it asks here instead.
  const userCommands =
    database.kind === 'pglite'
      ? await serveUserCommands(config.dataDir, services.users, (error) => app.log.error({ err: error }, 'npm run user failed'), {
          snapshot: database.snapshot,
        }).catch((error: unknown) => {
          console.error(`npm run user will not work while this server runs: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        })
      : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await userCommands?.close();
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

main().catch(async (error: unknown) => {
  const [{ ConfigError }, { DatabaseStartError }] = await Promise.all([import('./config'), import('./db/errors')]);
  console.error(error instanceof ConfigError || error instanceof DatabaseStartError ? error.message : error);
  process.exit(1);
});
