import type { Knex } from 'knex';
import { enqueue } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** The job that sends one message, written whole when its cause is (docs/decisions/0090-mail-through-the-queue.md). */
export const SEND_MAIL = 'mail.send';

/**
 * Tries of a mail: retried after 2, 4, … 512 s, so it rides out about 17 minutes of SMTP outage (longer
 * than a code lives) before it is kept as failed.
 */
const MAIL_MAX_ATTEMPTS = 10;

/**
 * Queues a message in the caller's transaction: it is sent (and retried) once, and only if, the change it
 * tells of commits; no request waits for SMTP or fails with it.
 */
export async function enqueueMail(trx: Knex, message: MailMessage): Promise<void> {
  await enqueue(trx, { name: SEND_MAIL, payload: { message }, maxAttempts: MAIL_MAX_ATTEMPTS });
}

/** The handler of queued messages. */
export const mailHandlers = (mailer: Mailer): Record<string, JobHandler> => ({
  [SEND_MAIL]: (job) => mailer.send(job.payload.message as MailMessage),
});
