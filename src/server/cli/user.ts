import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirLockedError, DatabaseStartError, databaseTargetFor, openDatabase, type DatabaseHandle } from '../db/connection';
import { DomainError } from '../errors';
import { createUsersService } from '../services/users.service';
import { HASH_PARAMS } from '../services/passwords';
import { parseUserCommand, runOnUsers, USAGE } from './user-commands';
import { sendUserCommand } from './user-socket';

/** `npm run user -- add|reset|list`: manage accounts in the configured database, or through the server that has it open. */
export async function runUserCommand(args: readonly string[], out: (line: string) => void): Promise<number> {
  const command = parseUserCommand(args);
  if (!command) {
    out(USAGE);
    return 2;
  }
  const config = loadConfig();
  let database: DatabaseHandle;
  try {
    database = await openDatabase(databaseTargetFor(config));
  } catch (error) {
    // The embedded database is one process's at a time (PostgreSQL has no such limit): the server
    // that has it open runs the command instead, through its socket in DATA_DIR.
    if (error instanceof DataDirLockedError) {
      const answer = await sendUserCommand(config.dataDir, args);
      if (answer) {
        answer.lines.forEach((line) => out(line));
        return answer.code;
      }
      // No server listens there: the process holding the folder is something else (another command).
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
    // Hashed as the server configured alike would: strong unless PASSWORD_HASH says otherwise (tests).
    const users = createUsersService(database.db, { hashParams: HASH_PARAMS[config.passwordHash] });
    for (const line of await runOnUsers(users, command)) out(line);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
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
