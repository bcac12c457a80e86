/**
 * `npm run migrate` (latest) and `npm run migrate -- rollback` (the last batch), against the database the
 * environment names, as the server would open it. The server also migrates at start; this is for operators.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { migrateLatest, migratorConfig } from './migrate.ts';
import { databaseKind, openDatabase } from './open-database.ts';

try {
  const config = loadConfig(process.env);
  const logger = createLogger(config);
  const knex = openDatabase(config);
  try {
    if (process.argv[2] === 'rollback') {
      const [, names] = (await knex.migrate.rollback(migratorConfig)) as [number, string[]];
      logger.info({ database: databaseKind(config), rolledBack: names }, 'migrations rolled back');
    } else {
      const names = await migrateLatest(knex);
      logger.info({ database: databaseKind(config), migrations: names }, 'database migrated');
    }
  } finally {
    await knex.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
