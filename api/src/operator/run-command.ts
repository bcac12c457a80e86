import type { Knex } from 'knex';
import { ConfigError, loadConfig } from '../config.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';

/** Why a command did nothing, said to the operator as it is (exit code 1). */
export class CommandError extends Error {
  override name = 'CommandError';
}

/** An operator command: its arguments (and the app's address, for a mail it sends) in, what to print out. */
export type OperatorCommand = (knex: Knex, args: string[], appUrl: string) => Promise<string>;

/**
 * Runs a command of `npm run admin` or `npm run jobs` on the database the environment names, opened as the
 * server opens it: run it with the server's environment (in compose, `docker compose run --rm migrate npm
 * run …`). Prints its answer, or the reason it refused with exit code 1.
 */
export async function runOperatorCommand(command: OperatorCommand): Promise<void> {
  try {
    const config = loadConfig(process.env);
    const knex = openDatabase(config);
    try {
      if ((await pendingMigrations(knex)).length > 0) {
        throw new CommandError('The database is not migrated: run npm run migrate first.');
      }
      console.log(await command(knex, process.argv.slice(2), config.appUrl));
    } finally {
      await knex.destroy();
    }
  } catch (error) {
    const told = error instanceof ConfigError || error instanceof CommandError;
    console.error(told ? error.message : error);
    process.exitCode = 1;
  }
}
