import { certificateCodeParamsSchema, dataEnvelope, publicCertificateSchema } from '@exceed/contract';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Certificate } from '../../models/certificate.ts';
import { presentPublicCertificate } from '../../presenters/present-certificate.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';
import { certificateChecks } from './certificate-checks.ts';

/**
 * GET /v1/certificates/:code: what a certificate certifies, for anyone with its code (the public page
 * /certificates/{code}), and its JWS to check elsewhere; 404 for a code no certificate has. Read on the
 * primary: a certificate is read right after it is issued, when a replica may not have it yet.
 */
export const showCertificate = defineRoute({
  method: 'get',
  path: '/certificates/:code',
  summary: 'Check a certificate of attendance by its code (public)',
  tags: ['Certificates'],
  request: { params: certificateCodeParamsSchema },
  guards: [rateLimit(certificateChecks)],
  responses: { 200: dataEnvelope(publicCertificateSchema) },
  errors: [404, 429],
  handler: async (ctx) =>
    present(
      await Certificate.acrossTenants(ctx.knex)
        .findOne({ code: ctx.state.input.params.code })
        .throwIfNotFound(),
      presentPublicCertificate,
    ),
});
