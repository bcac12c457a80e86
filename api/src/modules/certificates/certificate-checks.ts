import type { RateLimit } from '../../rate-limit/rate-limit.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Lookups of certificates by code per client IP (CERTIFICATE_CHECKS_MAX_PER_IP), shared by the public
 * answer and the PDF: sixty random bits are beyond guessing, but a script walking codes costs a read each.
 */
export const certificateChecks: RateLimit = {
  name: 'certificates:ip',
  max: (config) => config.certificateChecksMaxPerIp,
  windowMs: TEN_MINUTES,
  key: (ctx) => ctx.ip,
};
