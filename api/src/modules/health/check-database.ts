import type { Knex } from 'knex';

/** How long the health check waits for the database: a load balancer's probe must get an answer. */
const TIMEOUT_MS = 2_000;

/**
 * Whether the database answers `select 1` in time. On PGlite (one connection) a long transaction makes
 * this wait, which is reported as down: the process cannot serve either.
 */
export async function databaseAnswers(knex: Knex): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS);
  });
  const ping = knex.raw('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
