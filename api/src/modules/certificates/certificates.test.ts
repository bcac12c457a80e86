import type { PublicCertificate } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bookedPlace, certifiedPlace, factsOf, ISSUER } from '../../../test/certificate-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { issueCertificate } from '../../certificates/issue-certificate.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import type { User } from '../../models/user.ts';

const t = useApiTest({ env: { APP_URL: 'https://exceed.example' } });

describe('GET /v1/certificates/{code}', () => {
  it('shows anyone what a certificate certifies and nothing else', async () => {
    const { certificate } = await certifiedPlace(t.app, t.db.knex);
    const res = await t.app.json<{ data: PublicCertificate }>(`/v1/certificates/${certificate.code}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      code: certificate.code,
      holderName: 'Ada Lovelace',
      workshopTitle: 'Prompt engineering',
      coachName: 'Grace Hopper',
      startDate: '2026-03-03T09:00:00.000Z',
      endDate: '2026-03-17T11:00:00.000Z',
      timeZone: 'Europe/London',
      minutes: 240,
      sessionsAttended: 2,
      sessionCount: 3,
      issuedAt: certificate.issuedAt.toISOString(),
      jws: certificate.jws,
      kid: certificate.kid,
    });
  });

  it('answers 404 in the error shape for a code no certificate has, or one that is no code', async () => {
    for (const code of ['ZZZZZZZZZZZZ', 'not-a-code', 'abcdefghjkmn']) {
      const res = await t.app.json<{ message: string }>(`/v1/certificates/${code}`);
      expect(res.status, code).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET /v1/certificates/{code}/pdf', () => {
  it('serves its holder a PDF of it', async () => {
    const holder = await createUser(t.db.knex);
    const { certificate } = await certifiedPlace(t.app, t.db.knex, holder);
    const path = `/v1/certificates/${certificate.code}/pdf`;

    const res = await t.app.request(path, { headers: await bearerFor(t.db.knex, holder) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="certificate-${certificate.code}.pdf"`,
    );
    const bytes = await res.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const line of [
      'Certificate of attendance',
      'Ada Lovelace',
      'Prompt engineering',
      'coached by Grace Hopper',
      '3 March 2026 – 17 March 2026',
      '2 of 3 sessions, 4 hours',
      `https://exceed.example/certificates/${certificate.code}`,
    ]) {
      expect(text).toContain(line);
    }
  });

  it("serves a seat's certificate to its holder and to the booker, and refuses anyone else", async () => {
    const place = await bookedPlace(t.app, t.db.knex);
    const attendee = await createUser(t.db.knex);
    const seat = await BookingSeat.forTenant(place.team.id, t.db.knex).insert({
      bookingId: place.bookingId,
      userId: attendee.id,
    });
    const certificate = await issueCertificate(
      t.db.knex,
      factsOf(place, { bookingSeatId: seat.id, userId: attendee.id }),
      ISSUER,
    );
    const path = `/v1/certificates/${certificate.code}/pdf`;
    const statusFor = async (user?: User) =>
      (await t.app.json(path, { headers: user ? await bearerFor(t.db.knex, user) : {} })).status;

    expect(await statusFor(attendee)).toBe(200);
    expect(await statusFor(place.booker)).toBe(200);
    expect(await statusFor(place.coach)).toBe(403);
    expect(await statusFor(await createUser(t.db.knex))).toBe(403);
    expect(await statusFor()).toBe(401);
    const unknown = await t.app.json('/v1/certificates/ZZZZZZZZZZZZ/pdf', {
      headers: await bearerFor(t.db.knex, attendee),
    });
    expect(unknown.status).toBe(404);
  });

  it("gives a seat's holder its certificate's code on the seats they accepted, and no one else", async () => {
    const place = await bookedPlace(t.app, t.db.knex);
    const attendee = await createUser(t.db.knex);
    const seat = await BookingSeat.forTenant(place.team.id, t.db.knex).insert({
      bookingId: place.bookingId,
      userId: attendee.id,
      status: 'ACCEPTED',
    });
    type Seat = { id: string; certificateCode: string | null };
    const asAttendee = await bearerFor(t.db.knex, attendee);
    const before = await t.app.json<{ data: Seat[] }>('/v1/booking-seats?status=ACCEPTED', {
      headers: asAttendee,
    });
    expect(before.body.data.map(({ id, certificateCode }) => ({ id, certificateCode }))).toEqual([
      { id: seat.id, certificateCode: null },
    ]);

    const certificate = await issueCertificate(
      t.db.knex,
      factsOf(place, { bookingSeatId: seat.id, userId: attendee.id }),
      ISSUER,
    );
    const listed = await t.app.json<{ data: Seat[] }>('/v1/booking-seats?status=ACCEPTED', {
      headers: asAttendee,
    });
    expect(listed.body.data[0]?.certificateCode).toBe(certificate.code);
    const shown = await t.app.json<{ data: Seat }>(`/v1/booking-seats/${seat.id}`, { headers: asAttendee });
    expect(shown.body.data.certificateCode).toBe(certificate.code);
    // The booker downloads it (the test above), but the seat's code in their lists is the holder's alone.
    const byBooker = await t.app.json<{ data: Seat }>(`/v1/booking-seats/${seat.id}`, {
      headers: await bearerFor(t.db.knex, place.booker),
    });
    expect(byBooker.body.data.certificateCode).toBeNull();
  });
});
