import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEND_MAIL } from '../src/mail/mail-queue.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import type { TestApp } from './test-app.ts';

/**
 * Every message the app wrote to its outbox, oldest first (what a user would find in their mailbox), once
 * the queued messages are sent, as the app's runner would do within a second. Other jobs (notifications)
 * still wait for the test's drain().
 */
export async function outbox(app: TestApp): Promise<MailMessage[]> {
  await app.jobs.drain([SEND_MAIL]);
  const folder = join(app.dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => [])).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8'))));
}

/** The newest message to an address; fails the test when there is none. */
export async function lastMailTo(app: TestApp, to: string): Promise<MailMessage> {
  const message = (await outbox(app)).filter((mail) => mail.to === to).at(-1);
  if (!message) throw new Error(`no mail to ${to} in the outbox`);
  return message;
}

/** The six-digit code of the newest mail to an address. */
export async function mailedCode(app: TestApp, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMailTo(app, to)).text)?.[1];
  if (!code) throw new Error(`the last mail to ${to} holds no code`);
  return code;
}
