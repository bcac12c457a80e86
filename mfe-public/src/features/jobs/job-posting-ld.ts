import type { PublicJobPosting } from '@exceed/contract';

/** schema.org's employmentType for each of ours: theirs is a closed list, ours has a few more. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  TEMPORARY: 'TEMPORARY',
  INTERNSHIP: 'INTERN',
  VOLUNTEER: 'VOLUNTEER',
};

/**
 * A posting as schema.org JobPosting structured data, for search engines' job listings: title,
 * description, datePosted, employmentType, hiringOrganization, jobLocation, and TELECOMMUTE when the
 * posting can be done remotely.
 */
export function jobPostingLd(posting: PublicJobPosting): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: posting.title,
    description: posting.description,
    datePosted: posting.createdAt,
    employmentType: EMPLOYMENT_TYPES[posting.employmentStatus] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: posting.companyName,
      ...(posting.companyUrl ? { sameAs: posting.companyUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: posting.location },
    },
    ...(posting.workplaceTypes.includes('Remote') ? { jobLocationType: 'TELECOMMUTE' } : {}),
  };
}

/**
 * The JSON of the structured data as a script element's text: `<` escaped, so no value can close the
 * element. A JSON-LD script is data, never run, so the page's CSP has nothing to allow for it.
 */
export const ldText = (data: Record<string, unknown>): string =>
  JSON.stringify(data).replace(/</g, '\\u003c');
