import type { PublicCertificate } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { Certificate } from '../models/certificate.ts';

/** A certificate as anyone with its code reads it: what it certifies and its JWS, no id of anything. */
export function presentPublicCertificate(certificate: Certificate): PublicCertificate {
  return {
    code: certificate.code,
    holderName: certificate.holderName,
    workshopTitle: certificate.workshopTitle,
    coachName: certificate.coachName,
    startDate: isoDate(certificate.startDate),
    endDate: isoDate(certificate.endDate),
    timeZone: certificate.timeZone,
    minutes: certificate.minutes,
    sessionsAttended: certificate.sessionsAttended,
    sessionCount: certificate.sessionCount,
    issuedAt: isoDate(certificate.issuedAt),
    jws: certificate.jws,
    kid: certificate.kid,
  };
}
