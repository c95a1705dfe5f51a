import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirLockedError, DatabaseStartError, databaseTargetFor, openDatabase, type DatabaseHandle } from '../db/connection';
import { AccountError, createUsersService } from '../services/users.service';
import { generatePassword } from '../services/passwords';

const USAGE = `Usage:
  npm run user -- list
  npm run user -- add <email> [password]     (a password is generated and printed when none is given)
  npm run user -- reset <email> [password]`;

/** `npm run user -- add|reset|list`: manage staff accounts in the configured database. */
export async function runUserCommand(args: readonly string[], out: (line: string) => void): Promise<number> {
  const [command, email, given] = args;
  if (command !== 'list' && command !== 'add' && command !== 'reset') {
    out(USAGE);
    return 2;
  }
  if (command !== 'list' && !email) {
    out(USAGE);
    return 2;
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase(databaseTargetFor(loadConfig()));
  } catch (error) {
    // The embedded database is one process's at a time (PostgreSQL has no such limit).
    if (error instanceof DataDirLockedError) {
      out(
        `Selvage (pid ${error.owner.pid}) has the embedded database in ${path.dirname(error.lockPath)} open: ` +
          'stop the server first, then run this command again.',
      );
      return 1;
    }
    if (error instanceof DatabaseStartError) {
      out(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const users = createUsersService(database.db);
    if (command === 'list') {
      const all = await users.list();
      if (all.length === 0) out('No staff accounts yet.');
      for (const u of all) out(`${u.email}\t(created ${u.createdAt.toISOString().slice(0, 10)})`);
      return 0;
    }
    const password = given ?? generatePassword();
    if (command === 'add') await users.add(email!, password);
    else await users.reset(email!, password);
    out(`${command === 'add' ? 'Added' : 'Reset'} ${email!.trim().toLowerCase()}${given ? '.' : ` with password ${password}`}`);
    return 0;
  } catch (error) {
    if (error instanceof AccountError) {
      out(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runUserCommand(process.argv.slice(2), (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
