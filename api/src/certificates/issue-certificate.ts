import type { Knex } from 'knex';
import { Certificate } from '../models/certificate.ts';
import { newCertificateCode } from './certificate-code.ts';
import { type CertificateClaims, signCertificate } from './credential.ts';
import { currentSigningKey } from './signing-keys.ts';

/**
 * What a certificate certifies, as the caller (the end of a cohort, which counts attendance) decided it:
 * whose place (a booking, and its seat unless it is the booker's own), who holds it, and what they came to.
 */
export interface CertificateFacts {
  tenantId: string;
  scheduleId: string;
  bookingId: string;
  /** The attendee's seat; null for the booker's own place. */
  bookingSeatId: string | null;
  /** The holder's account, when they have one: they may download it. */
  userId: string | null;
  holderName: string;
  workshopTitle: string;
  coachName: string;
  startDate: Date;
  endDate: Date;
  /** The schedule's zone, in which the days are named. */
  timeZone: string;
  /** The length of the sessions the holder attended, in minutes. */
  minutes: number;
  sessionsAttended: number;
  sessionCount: number;
}

/** A code that two certificates drew (60 random bits: practically never) is drawn again, this often. */
const CODE_DRAWS = 3;

/** The certificate already issued for the facts' place, if any. */
const issuedFor = (trx: Knex, facts: CertificateFacts) =>
  Certificate.forTenant(facts.tenantId, trx)
    .where({
      workshopScheduleId: facts.scheduleId,
      bookingId: facts.bookingId,
      bookingSeatId: facts.bookingSeatId,
    })
    .first();

const claimsOf = (facts: CertificateFacts, code: string): CertificateClaims => ({
  code,
  holderName: facts.holderName,
  workshopTitle: facts.workshopTitle,
  coachName: facts.coachName,
  startDate: facts.startDate.toISOString(),
  endDate: facts.endDate.toISOString(),
  minutes: facts.minutes,
  sessionsAttended: facts.sessionsAttended,
  sessionCount: facts.sessionCount,
});

/**
 * Issues the certificate of one attendee of a schedule, signed with the current key, in the caller's
 * transaction; `issuer` is the site's address (APP_URL), which the JWS names. Idempotent: a place that has
 * one gets it back unchanged, whoever asks and however often, at once or later (the insert does nothing
 * on a conflict and the row is read back). Makes no network call.
 */
export async function issueCertificate(
  trx: Knex,
  facts: CertificateFacts,
  issuer: string,
): Promise<Certificate> {
  const existing = await issuedFor(trx, facts);
  if (existing) return existing;
  const key = await currentSigningKey(trx);
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const code = newCertificateCode();
    const issuedAt = new Date();
    const jws = await signCertificate(claimsOf(facts, code), { issuer, issuedAt }, key);
    await Certificate.forTenant(facts.tenantId, trx)
      .insert({
        code,
        workshopScheduleId: facts.scheduleId,
        bookingId: facts.bookingId,
        bookingSeatId: facts.bookingSeatId,
        userId: facts.userId,
        holderName: facts.holderName,
        workshopTitle: facts.workshopTitle,
        coachName: facts.coachName,
        startDate: facts.startDate,
        endDate: facts.endDate,
        timeZone: facts.timeZone,
        minutes: facts.minutes,
        sessionsAttended: facts.sessionsAttended,
        sessionCount: facts.sessionCount,
        issuedAt,
        kid: key.kid,
        jws,
      })
      .onConflict()
      .ignore();
    // Nothing written and nothing found: the conflict was the code, drawn by another certificate.
    const issued = await issuedFor(trx, facts);
    if (issued) return issued;
  }
  throw new Error(`issueCertificate: no free code in ${CODE_DRAWS} draws`);
}
