import { bodyCheck, updateUserSchema } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { type CoachProfileValues, toFormValues, toUpdateBody } from './coach-profile-values.ts';

const check = bodyCheck(updateUserSchema);

const stored = {
  businessName: 'Exceed Coaching',
  specializations: ['AI strategy'],
  bio: 'I help teams.',
  introductionVideo: null,
  experiences: [
    { title: 'Engineer', company: 'Contoso', order: 2, years: 3 },
    { title: 'Head of AI', company: 'Northwind', order: 1, years: 4, months: 6 },
  ],
  certifications: [
    {
      title: 'ML Specialty',
      issuingOrganization: 'AWS',
      issuingDate: '2023-05-01',
      certificateUrl: null,
      order: 1,
    },
  ],
};

describe('the coach profile form', () => {
  it('starts from the stored profile, lists by their order, numbers as text', () => {
    const values = toFormValues(stored);
    expect(values.coachProfile.experiences).toEqual([
      { title: 'Head of AI', company: 'Northwind', order: 1, years: '4', months: '6' },
      { title: 'Engineer', company: 'Contoso', order: 2, years: '3', months: '' },
    ]);
    expect(values.coachProfile.certifications[0]?.certificateUrl).toBe('');
    expect(values.coachProfile.introductionVideo).toBe('');
  });

  it('starts from empty fields for a coach without a profile yet', () => {
    expect(toFormValues(null)).toEqual({
      coachProfile: {
        businessName: '',
        specializations: [],
        bio: '',
        introductionVideo: '',
        experiences: [],
        certifications: [],
      },
    });
  });

  it('sends only the changed fields, empty texts as null and typed numbers as numbers', () => {
    const changed: Partial<CoachProfileValues['coachProfile']> = {
      businessName: ' ',
      experiences: [{ title: 'CTO', company: 'X', order: 1, years: '2', months: '' }],
    };
    expect(toUpdateBody({ coachProfile: changed })).toEqual({
      coachProfile: {
        businessName: null,
        experiences: [{ title: 'CTO', company: 'X', order: 1, years: 2 }],
      },
    });
    expect(toUpdateBody({})).toEqual({ coachProfile: {} });
  });

  it('leaves a wrong number for the contract to name, on the field of its row', () => {
    const values = toFormValues(stored);
    values.coachProfile.experiences[1] = {
      title: ' ',
      company: 'Contoso',
      order: 2,
      years: '',
      months: 'many',
    };
    values.coachProfile.bio = 'x'.repeat(1001);
    const errors = check(toUpdateBody(values));
    expect(Object.keys(errors).sort()).toEqual([
      'coachProfile.bio',
      'coachProfile.experiences.1.months',
      'coachProfile.experiences.1.title',
      'coachProfile.experiences.1.years',
    ]);
    expect(errors['coachProfile.experiences.1.years']).toEqual(['Years is required.']);
  });

  it('passes the stored profile unchanged', () => {
    expect(check(toUpdateBody(toFormValues(stored)))).toEqual({});
  });
});
