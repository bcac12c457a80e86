import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The outbox of the test server (playwright.config.ts: DATA_DIR/outbox), where mail lands without SMTP. */
const OUTBOX = path.join(process.env.BROWSER_DATA_DIR ?? '', 'outbox');

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` written after `since` (ms), waiting up to 5 s for it. */
export async function newestMailTo(to: string, since: number): Promise<Mail> {
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
      if (mail.to === to && fileTime(file) >= since - 1000) return mail;
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
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
};
