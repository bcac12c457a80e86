import { dataEnvelope, mailPreviewSchema } from '@exceed/contract';
import { defineRoute } from '../../http/define-route.ts';
import { mailPreviews } from '../../mail/mail-previews.ts';
import { adminAccess, tags } from './admin-access.ts';

/**
 * GET /v1/admin/mail-previews: every mail Exceed sends, written with sample data (mail/mail-previews.ts),
 * as its reader would get it: both parts, its reply-to and List-Unsubscribe.
 */
export const listMailPreviews = defineRoute({
  method: 'get',
  path: '/admin/mail-previews',
  summary: 'Preview every mail Exceed sends, with sample data',
  tags,
  before: adminAccess,
  responses: { 200: dataEnvelope({ type: 'array', items: mailPreviewSchema }) },
  errors: [401, 403],
  handler: async (ctx) => ({
    data: mailPreviews(ctx.config.appUrl).map(({ id, reader, mail }) => ({
      id,
      reader,
      to: mail.to,
      subject: mail.subject,
      replyTo: mail.replyTo ?? null,
      listUnsubscribe: mail.headers?.['List-Unsubscribe'] ?? null,
      text: mail.text,
      html: mail.html,
    })),
  }),
});
