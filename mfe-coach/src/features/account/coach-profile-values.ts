import type { UpdateUserInput, UserResource } from '@exceed/contract';
import { byOrder, type DeepPartial } from '@exceed/design-system';

/** The stored coach profile's fields this form edits (the onboarding checklist's flags are not its). */
type StoredCoachProfile = Pick<
  NonNullable<UserResource['coachProfile']>,
  'businessName' | 'specializations' | 'bio' | 'introductionVideo' | 'experiences' | 'certifications'
>;

/** An experience as the form edits it: numbers are the text of their inputs until sent. */
export interface ExperienceRow {
  title: string;
  company: string;
  order: number;
  years: string;
  months: string;
}

/** A certification as the form edits it: empty texts stand for "none". */
export interface CertificationRow {
  title: string;
  issuingOrganization: string;
  issuingDate: string;
  certificateUrl: string;
  order: number;
}

/**
 * The profile form's values, shaped like the update body (`{ coachProfile: … }`), so the contract's error
 * paths ("coachProfile.experiences.0.title") name the form's own fields.
 */
export interface CoachProfileValues {
  coachProfile: {
    businessName: string;
    specializations: string[];
    bio: string;
    introductionVideo: string;
    experiences: ExperienceRow[];
    certifications: CertificationRow[];
  };
}

type CoachProfileBody = NonNullable<UpdateUserInput['coachProfile']>;

/** The form's values from the stored profile; a coach without one yet starts from empty fields. */
export function toFormValues(profile: StoredCoachProfile | null | undefined): CoachProfileValues {
  return {
    coachProfile: {
      businessName: profile?.businessName ?? '',
      specializations: [...(profile?.specializations ?? [])],
      bio: profile?.bio ?? '',
      introductionVideo: profile?.introductionVideo ?? '',
      experiences: byOrder(profile?.experiences ?? []).map((item) => ({
        title: item.title,
        company: item.company,
        order: item.order,
        years: String(item.years),
        months: item.months === undefined ? '' : String(item.months),
      })),
      certifications: byOrder(profile?.certifications ?? []).map((item) => ({
        title: item.title,
        issuingOrganization: item.issuingOrganization,
        issuingDate: item.issuingDate ?? '',
        certificateUrl: item.certificateUrl ?? '',
        order: item.order,
      })),
    },
  };
}

/** An empty optional text is sent as null: the API keeps no empty strings. */
const orNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The number typed in a field: undefined when empty (the contract then says it is required), the text
 * itself when it is no number (so the contract says it is not valid), else the number.
 */
function numberOf(text: string): number | string | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

function experienceBody(row: ExperienceRow) {
  const years = numberOf(row.years);
  const months = numberOf(row.months);
  return {
    title: row.title,
    company: row.company,
    order: row.order,
    ...(years === undefined ? {} : { years }),
    ...(months === undefined ? {} : { months }),
  };
}

function certificationBody(row: CertificationRow) {
  return {
    title: row.title,
    issuingOrganization: row.issuingOrganization,
    issuingDate: orNull(row.issuingDate),
    certificateUrl: orNull(row.certificateUrl),
    order: row.order,
  };
}

/**
 * The update body of the given values, whole or only the changed ones (`form.changedValues()`): only the
 * fields present are sent, lists whole. Numbers typed as text that are no numbers stay text, so that the
 * contract's check (in the browser and in the API) says which field is wrong.
 */
export function toUpdateBody(values: DeepPartial<CoachProfileValues>): { coachProfile: CoachProfileBody } {
  const profile = values.coachProfile ?? {};
  const body: Record<string, unknown> = {};
  if (profile.businessName !== undefined) body.businessName = orNull(profile.businessName);
  if (profile.specializations !== undefined) body.specializations = profile.specializations;
  if (profile.bio !== undefined) body.bio = orNull(profile.bio);
  if (profile.introductionVideo !== undefined) body.introductionVideo = orNull(profile.introductionVideo);
  if (profile.experiences !== undefined) body.experiences = profile.experiences.map(experienceBody);
  if (profile.certifications !== undefined)
    body.certifications = profile.certifications.map(certificationBody);
  return { coachProfile: body as CoachProfileBody };
}
