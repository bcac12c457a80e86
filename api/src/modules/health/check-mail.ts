import type { Knex } from 'knex';

/** How long a mail that was given up on keeps health saying mail fails, though later ones may go. */
const GAVE_UP_MINUTES = 15;

/**
 * Whether mail is failing: a mail job's last try errored and it waits for its next (SMTP down, the outbox
 * unwritable), or one was given up on in the last GAVE_UP_MINUTES. Mail is queued, so nothing is lost
 * meanwhile; health says it so that someone looks (docs/decisions/0090-mail-through-the-queue.md).
 */
export async function mailFailing(knex: Knex): Promise<boolean> {
  const failing = await knex('jobs')
    .where('name', 'like', 'mail.%')
    .whereNotNull('lastError')
    .where((failed) =>
      failed
        .whereNull('doneAt')
        .orWhere((gaveUp) =>
          gaveUp
            .where({ failed: true })
            .where('doneAt', '>', new Date(Date.now() - GAVE_UP_MINUTES * 60_000)),
        ),
    )
    .first('id');
  return failing !== undefined;
}

/** The mail part of a health answer: `degraded` (still 200) while mail fails, since every request is served. */
export async function mailHealth(knex: Knex): Promise<{ status: 'ok' | 'degraded'; mail: 'ok' | 'failing' }> {
  return (await mailFailing(knex)) ? { status: 'degraded', mail: 'failing' } : { status: 'ok', mail: 'ok' };
}
