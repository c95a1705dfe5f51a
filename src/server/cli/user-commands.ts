import { normaliseEmail, type UsersService } from '../services/users.service';
import { generatePassword } from '../services/passwords';
import { ROLE_TEXT } from '../../shared/schemas/accounts';

/*
 * What `npm run user` does, wherever it runs: in its own process on the configured database
 * (cli/user.ts), or in the server that holds the embedded one (cli/user-socket.ts). Kept out of
 * cli/user.ts, an entry point of its own: bundled into the server, its "am I the program?" check
 * would be asked of the server.
 */

export const USAGE = `Usage:
  npm run user -- list
  npm run user -- add <email> [password] [--owner]   (staff unless --owner; a password is generated and printed when none is given)
  npm run user -- reset <email> [password]           (signs the account out everywhere)`;

/** One command as typed: what `npm run user` runs, here or in the running server (user-socket.ts). */
export type UserCommand =
  | { command: 'list' }
  | { command: 'add'; email: string; password: string | null; owner: boolean }
  | { command: 'reset'; email: string; password: string | null };

/** The command the arguments name, or null when they name none (the usage is printed). */
export function parseUserCommand(args: readonly string[]): UserCommand | null {
  const flags = args.filter((a) => a.startsWith('--'));
  const [command, email, password, ...extra] = args.filter((a) => !a.startsWith('--'));
  const owner = flags.includes('--owner');
  if (extra.length > 0 || flags.some((f) => f !== '--owner') || (owner && command !== 'add')) return null;
  if (command === 'list') return email === undefined ? { command } : null;
  if ((command !== 'add' && command !== 'reset') || !email) return null;
  return command === 'add' ? { command, email, password: password ?? null, owner } : { command, email, password: password ?? null };
}

/**
 * Runs one command on the users service and returns what to print, one line each; a refusal of the
 * rules (a taken email, a short password) is a DomainError, printed as its message.
 */
export async function runOnUsers(users: UsersService, command: UserCommand): Promise<string[]> {
  if (command.command === 'list') {
    const all = await users.list();
    if (all.length === 0) return ['No accounts yet.'];
    return all.map(
      (u) =>
        `${u.email}\t${ROLE_TEXT[u.role]}${u.disabledAt === null ? '' : ', disabled'}\t(created ${u.createdAt.toISOString().slice(0, 10)})`,
    );
  }
  const password = command.password ?? generatePassword();
  if (command.command === 'add') await users.add(command.email, password, command.owner ? 'owner' : 'staff');
  else await users.reset(command.email, password);
  const email = normaliseEmail(command.email);
  const done = command.command === 'add' ? `Added ${command.owner ? 'owner' : 'staff'} account ${email}` : `Reset ${email}`;
  return [`${done}${command.password === null ? ` with password ${password}` : '.'}`];
}
