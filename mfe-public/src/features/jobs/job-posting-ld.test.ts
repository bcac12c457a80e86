import type { PublicJobPosting } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { jobPostingLd, ldText } from './job-posting-ld.ts';

const posting = (fields: Partial<PublicJobPosting> = {}): PublicJobPosting => ({
  id: '00000000-0000-4000-8000-000000000000',
  title: 'Engineer',
  description: 'Build things.',
  skillsDescription: 'Skills.',
  companyName: 'Acme',
  companyUrl: 'https://acme.example.com',
  location: 'Lisbon',
  employmentStatus: 'CONTRACT',
  experienceLevel: 'ASSOCIATE',
  availability: null,
  workplaceTypes: ['On-site'],
  industries: [],
  categories: [],
  status: 'PUBLISHED',
  team: { name: 'Acme team', slug: 'acme' },
  application: { open: true, closedReason: null, resumeRequired: false, questions: [] },
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...fields,
});

describe('jobPostingLd', () => {
  it("maps a posting to schema.org's JobPosting, its employment type to theirs", () => {
    expect(jobPostingLd(posting())).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Engineer',
      description: 'Build things.',
      datePosted: '2026-01-02T03:04:05.000Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Acme', sameAs: 'https://acme.example.com' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Lisbon' } },
    });
  });

  it('says TELECOMMUTE only when the posting can be done remotely', () => {
    expect(jobPostingLd(posting({ workplaceTypes: ['Hybrid', 'Remote'] }))).toHaveProperty(
      'jobLocationType',
      'TELECOMMUTE',
    );
    expect(jobPostingLd(posting({ workplaceTypes: ['Hybrid'] }))).not.toHaveProperty('jobLocationType');
  });

  it('writes JSON no value can end the script element with', () => {
    const text = ldText(jobPostingLd(posting({ title: '</script><script>alert(1)</script>' })));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).title).toBe('</script><script>alert(1)</script>');
  });
});
