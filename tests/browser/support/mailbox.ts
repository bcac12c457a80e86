import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The outbox of the test server (playwright.config.ts: DATA_DIR/outbox), where mail lands without SMTP. */
const OUTBOX = path.join(process.env.BROWSER_DATA_DIR ?? '', 'outbox');

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest mail to `to` written after `since` (ms) that `wanted` accepts (any by default), waiting up to
 * 5 s for it. Mail leaves through the job queue about a second after the request that caused it, so a
 * mail written before `since` (an earlier code) is never taken for the one on its way.
 */
export async function newestMailTo(
  to: string,
  since: number,
  wanted: (mail: Mail) => boolean = () => true,
): Promise<Mail> {
  for (let tries = 0; tries < 50; tries++) {
    const files = (() => {
      try {
        return readdirSync(OUTBOX).sort().reverse();
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const full = path.join(OUTBOX, file);
      const mail = JSON.parse(readFileSync(full, 'utf8')) as Mail;
      if (mail.to === to && fileTime(file) >= since && wanted(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** Outbox file names start with the ISO time with : and . replaced by - (api/src/mail/mailer.ts). */
function fileTime(file: string): number {
  const [date, time] = file.split('T');
  const [hours, minutes, seconds, millis] = (time ?? '').split('-');
  return Date.parse(`${date}T${hours}:${minutes}:${seconds}.${(millis ?? '').slice(0, 3)}Z`);
}

/** The six-digit code of a sign-in or registration mail. */
export const codeIn = (mail: Mail): string => {
  const code = CODE.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
};

const CODE = /\b(\d{6})\b/;

/**
 * The code of the newest mail to `to` since `since` that carries one: another mail sent to the address
 * just before (an invitation) is not taken for it while the code's mail is on its way.
 */
export const mailedCode = async (to: string, since: number): Promise<string> =>
  codeIn(await newestMailTo(to, since, (mail) => CODE.test(mail.subject)));
