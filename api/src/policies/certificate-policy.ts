import type { Certificate } from '../models/certificate.ts';
import type { Actor } from './actor.ts';

/** The parts an actor plays in a certificate: the person it certifies, or the booker of their place. */
export interface CertificateParties {
  holder: boolean;
  booker: boolean;
}

export function certificatePartiesOf(
  actor: Actor,
  certificate: Certificate,
  bookerId: string,
): CertificateParties {
  return { holder: certificate.userId === actor.user.id, booker: bookerId === actor.user.id };
}

/**
 * Who may do what with a certificate (decision 0115): what it certifies is public to whoever has its code
 * (GET /v1/certificates/{code}, nothing more than that); its PDF is its holder's, and its booker's, who
 * gives it to an attendee without an account. Anyone else signed in is refused (403): the code already
 * told them the certificate exists.
 */
export const certificatePolicy = {
  download: (parties: CertificateParties) => parties.holder || parties.booker,
};
