import {
  formatAttendedHours,
  formatCertificateCode,
  formatCertificateDays,
  JWKS_PATH,
  normalizeCertificateCode,
  type PublicCertificate,
} from '@exceed/contract';
import { Badge, Card, EmptyState, LoadError, Skeleton } from '@exceed/design-system';
import { statusOf } from '@exceed/session';
import { Navigate, useParams } from 'react-router';
import { PageFrame } from '../../lib/page-frame.tsx';
import { useCertificate } from './certificates-api.ts';
import './certificates.css';

/** What the certificate certifies, as the server answered it, and its signed form to check elsewhere. */
function CertificateCard({ certificate }: { certificate: PublicCertificate }) {
  const facts: Array<[string, string]> = [
    ['Workshop', certificate.workshopTitle],
    ['Coach', certificate.coachName],
    ['Dates', formatCertificateDays(certificate.startDate, certificate.endDate, certificate.timeZone)],
    ['Hours', formatAttendedHours(certificate.minutes)],
    ['Sessions attended', `${certificate.sessionsAttended} of ${certificate.sessionCount}`],
    ['Issued', formatCertificateDays(certificate.issuedAt, certificate.issuedAt, certificate.timeZone)],
    ['Verification code', formatCertificateCode(certificate.code)],
  ];
  return (
    <Card asChild>
      <section aria-labelledby="certificate-holder" className="certificate">
        <Card.Header>
          <Card.Description>This certifies that</Card.Description>
          <Card.Title as="h2" id="certificate-holder">
            {certificate.holderName}
          </Card.Title>
          <Card.Description>
            attended {certificate.workshopTitle}, coached by {certificate.coachName}.
          </Card.Description>
        </Card.Header>
        <Card.Content className="certificate">
          <dl className="certificate-facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <Badge variant="success">Verified</Badge> Signed by Exceed (key{' '}
            <code className="certificate-kid">{certificate.kid}</code>)
          </p>
          <details className="certificate-signature">
            <summary>The signed certificate (JWS)</summary>
            <p>
              Anyone can check it without asking Exceed: verify this compact JWS (ES256) with any JOSE library
              against the public keys at <a href={JWKS_PATH}>{JWKS_PATH}</a>; its header names the key.
            </p>
            <pre>{certificate.jws}</pre>
          </details>
        </Card.Content>
      </section>
    </Card>
  );
}

/**
 * /certificates/{code} (no sign-in): the public check of a certificate of attendance. It shows what the
 * certificate certifies and nothing more; a code typed in lower case or in groups goes to its plain form;
 * a code no certificate has says so.
 */
export default function CertificatePage() {
  const { code: typed = '' } = useParams();
  const code = normalizeCertificateCode(typed);
  const { data, error, mutate } = useCertificate(code);
  if (code !== typed) return <Navigate to={`/certificates/${encodeURIComponent(code)}`} replace />;
  return (
    <PageFrame title="Certificate of attendance">
      {statusOf(error) === 404 ? (
        <EmptyState
          role="status"
          title="No certificate has this code."
          description="Check the code on the certificate: twelve letters and digits, such as ABCD-EF23-4567."
        />
      ) : error ? (
        <LoadError what="this certificate" error={error} retry={() => mutate()} />
      ) : data ? (
        <CertificateCard certificate={data.data} />
      ) : (
        <div role="status" aria-label="Loading the certificate">
          <Skeleton shape="rect" height="12rem" />
        </div>
      )}
    </PageFrame>
  );
}
