import { formatAttendedHours, formatCertificateCode, formatCertificateDays } from '@exceed/contract';
import type { Certificate } from '../models/certificate.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { writeText } from '../pdf/write-text.ts';

/** The public page that checks a certificate: printed on it, so a reader on paper can check it too. */
export const certificatePageUrl = (appUrl: string, code: string): string =>
  `${appUrl.replace(/\/$/, '')}/certificates/${code}`;

/**
 * A certificate of attendance as a PDF, from what was issued alone, so it prints the same whenever it is
 * downloaded: who attended what, coached by whom, when, for how long, and how to check it.
 */
export function renderCertificate(certificate: Certificate, appUrl: string): Promise<Buffer> {
  return renderPdf({ title: `Certificate of attendance ${certificate.code}` }, (doc) => {
    const left = 50;
    const width = doc.page.width - 100;
    const centred = { width, align: 'center' } as const;
    const line = (text: string, weight: 'regular' | 'bold', size: number, gap = 10) => {
      doc.fontSize(size);
      writeText(doc, text, weight, left, doc.y + gap, centred);
    };

    doc.fontSize(14).fillColor('#555');
    writeText(doc, 'Exceed', 'bold', left, 80, centred);
    doc.fillColor('#000');
    line('Certificate of attendance', 'bold', 28, 30);
    line('This certifies that', 'regular', 12, 40);
    line(certificate.holderName, 'bold', 22);
    line('attended', 'regular', 12);
    line(certificate.workshopTitle, 'bold', 18);
    line(`coached by ${certificate.coachName}`, 'regular', 12);
    line(
      formatCertificateDays(certificate.startDate, certificate.endDate, certificate.timeZone),
      'regular',
      12,
      30,
    );
    line(
      `${certificate.sessionsAttended} of ${certificate.sessionCount} sessions, ${formatAttendedHours(certificate.minutes)}`,
      'regular',
      12,
    );

    doc.fillColor('#555');
    line(`Verification code ${formatCertificateCode(certificate.code)}`, 'bold', 11, 80);
    line(`Check it at ${certificatePageUrl(appUrl, certificate.code)}`, 'regular', 10, 4);
    line(
      `Issued ${formatCertificateDays(certificate.issuedAt, certificate.issuedAt, certificate.timeZone)}`,
      'regular',
      10,
      4,
    );
  });
}
