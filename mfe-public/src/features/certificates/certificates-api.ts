import type { One, PublicCertificate } from '@exceed/contract';
import { useApi } from '@exceed/session';

/**
 * GET /v1/certificates/{code}: what a certificate certifies. An unknown code is a 404 the page says in
 * place, so no toast; a certificate never changes, so it is not read again when the tab regains focus.
 */
export function useCertificate(code: string) {
  return useApi<One<PublicCertificate>>(`/certificates/${encodeURIComponent(code)}`, undefined, {
    notify: false,
    revalidateOnFocus: false,
  });
}
