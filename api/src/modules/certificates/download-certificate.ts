import { certificateCodeParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { renderCertificate } from '../../certificates/certificate-pdf.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Booking } from '../../models/booking.ts';
import { Certificate } from '../../models/certificate.ts';
import { actorOf } from '../../policies/actor.ts';
import { certificatePartiesOf, certificatePolicy } from '../../policies/certificate-policy.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';
import { certificateChecks } from './certificate-checks.ts';

/**
 * GET /v1/certificates/:code/pdf: the certificate as a PDF, for its holder and the booker of their place
 * (certificate-policy.ts; anyone else signed in: 403, a code no certificate has: 404). The booking may
 * since have been deleted: its booker still is who paid for the place.
 */
export const downloadCertificate = defineRoute({
  method: 'get',
  path: '/certificates/:code/pdf',
  summary: 'A certificate of attendance (PDF)',
  tags: ['Certificates'],
  before: [authenticate()],
  request: { params: certificateCodeParamsSchema },
  guards: [rateLimit(certificateChecks)],
  responses: { 200: null },
  errors: [401, 403, 404, 429],
  access: {
    load: async (ctx, db) => {
      const certificate = await Certificate.acrossTenants(db)
        .findOne({ code: ctx.state.input.params.code })
        .throwIfNotFound();
      const booking = await Booking.forTenant(certificate.tenantId, db)
        .withDeleted()
        .findById(certificate.bookingId)
        .select('userId')
        .throwIfNotFound();
      return {
        certificate,
        parties: certificatePartiesOf(await actorOf(ctx, db), certificate, booking.userId),
      };
    },
    allow: ({ parties }) => certificatePolicy.download(parties),
  },
  handler: async (ctx) => {
    const { certificate } = ctx.state.loaded;
    ctx.type = 'application/pdf';
    ctx.attachment(`certificate-${certificate.code}.pdf`);
    ctx.body = await renderCertificate(certificate, ctx.config.appUrl);
    return undefined;
  },
});
