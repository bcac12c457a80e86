import type { ApiModule } from '../../http/api-module.ts';
import { downloadCertificate } from './download-certificate.ts';
import { showCertificate } from './show-certificate.ts';
import { showSigningKeys } from './show-signing-keys.ts';

/**
 * Certificates of attendance (decision 0115): checked by code by anyone, downloaded by their holder, and
 * the keys that sign them. Issuing is the domain's (certificates/issue-certificate.ts), at a cohort's end.
 */
export const certificatesModule: ApiModule = {
  name: 'certificates',
  routes: [showSigningKeys, showCertificate, downloadCertificate],
};
