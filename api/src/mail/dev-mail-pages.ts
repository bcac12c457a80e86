import type { Middleware } from 'koa';
import { escapeHtml } from './layout.ts';
import { mailPreviews } from './mail-previews.ts';

// A mail's own styles are inline; it runs nothing and loads nothing.
const MAIL_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * /dev/mails in development only (APP_ENV=development): every mail with sample data, as the admin area's
 * Mails page shows it, for whoever works on a mail without a super-admin's second factor. `/dev/mails`
 * lists them, `/dev/mails/{id}` is its HTML part and `/dev/mails/{id}.txt` its text part.
 */
export function devMailPages(appUrl: string): Middleware {
  return async (ctx, next) => {
    const match = /^\/dev\/mails(?:\/([A-Za-z]+)(\.txt)?)?\/?$/.exec(ctx.path);
    if (!match || ctx.method !== 'GET') return next();
    const previews = mailPreviews(appUrl);
    ctx.set('Content-Security-Policy', MAIL_POLICY);
    ctx.set('Cache-Control', 'no-store');
    const [, id, text] = match;
    if (!id) {
      const items = previews
        .map(
          (preview) =>
            `<li><a href="/dev/mails/${preview.id}">${escapeHtml(preview.mail.subject)}</a> (${preview.reader}, <a href="/dev/mails/${preview.id}.txt">text</a>)</li>`,
        )
        .join('');
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mails</title></head><body><h1>Every mail Exceed sends</h1><ul>${items}</ul></body></html>`;
      return;
    }
    const preview = previews.find((candidate) => candidate.id === id);
    if (!preview) return next();
    ctx.type = text ? 'text/plain; charset=utf-8' : 'html';
    ctx.body = text ? preview.mail.text : preview.mail.html;
  };
}
