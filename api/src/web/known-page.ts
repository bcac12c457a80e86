import { normalizeCertificateCode, UUID_PATTERN } from '@exceed/contract';
import { matchPagePath } from '@exceed/contract/page-paths';
import type { Knex } from 'knex';
import { Certificate } from '../models/certificate.ts';
import { User } from '../models/user.ts';
import { findPublicWorkshop, type PublicWorkshop } from '../workshops/marketplace-workshop.ts';

/** What the server knows of a page path: whether it opens a page, and a workshop page's workshop. */
export interface KnownPage {
  known: boolean;
  workshop?: PublicWorkshop;
}

/**
 * Whether a page path opens a page of the shell, by the shell's route table (`@exceed/contract/page-paths`),
 * so the server answers it 200 rather than 404. A one-segment path no other page takes is a coach's
 * public profile: a page only when that coach is one the marketplace shows (one lookup on the username
 * index); /workshops/{id} is one when the marketplace shows that workshop, whose page head the server
 * then writes (workshop-page-head.ts), and /certificates/{code} when a certificate has that code (as typed:
 * in lower case or in groups, which the page then writes plainly). Below /b and /c the area's remote routes by itself, so every path
 * there is a page.
 */
export async function knownPage(knex: Knex, path: string): Promise<KnownPage> {
  const match = matchPagePath(path);
  if (!match) return { known: false };
  if (match.page === 'workshop') {
    const id = match.params.id ?? '';
    const workshop = UUID_PATTERN.test(id) ? await findPublicWorkshop(knex, id) : undefined;
    return workshop ? { known: true, workshop } : { known: false };
  }
  if (match.page === 'certificate') {
    const code = normalizeCertificateCode(match.params.code ?? '');
    const certificate = await Certificate.acrossTenants(knex).findOne({ code }).select('code');
    return { known: certificate !== undefined };
  }
  if (match.page !== 'coachProfile') return { known: true };
  const coach = await User.query(knex)
    .modify('publicCoach')
    .modify('idOrUsername', match.params.username ?? '')
    .select('users.id')
    .first();
  return { known: coach !== undefined };
}
