import {
  bodyCheck,
  type CoachApplicationResource,
  type CreateCoachApplicationInput,
  createCoachApplicationSchema,
  type ErrorBag,
} from '@exceed/contract';

/** One past role as typed: numbers stay text until sent. */
export interface ExperienceValues {
  title: string;
  company: string;
  years: string;
  months: string;
}

/** The form's values: specializations as one comma-separated text. */
export interface ApplicationValues {
  businessName: string;
  specializations: string;
  bio: string;
  experiences: ExperienceValues[];
}

export const emptyExperience = (): ExperienceValues => ({ title: '', company: '', years: '', months: '' });

/** The values to start from: a declined application's, so it can be changed and sent again. */
export function valuesOf(previous?: CoachApplicationResource | null): ApplicationValues {
  return {
    businessName: previous?.businessName ?? '',
    specializations: previous?.specializations.join(', ') ?? '',
    bio: previous?.bio ?? '',
    experiences: (previous?.experiences ?? []).map((row) => ({
      title: row.title,
      company: row.company,
      years: String(row.years),
      months: row.months === undefined ? '' : String(row.months),
    })),
  };
}

/** A typed number, or the text itself when it is none, so the contract says what is wrong with it. */
const numberOf = (text: string): number | string | undefined =>
  text.trim() === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text;

/** A blank text is left out, so the contract says it is required rather than not valid. */
const given = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

/** The body of POST /v1/coach-applications; a past role's order is its place in the list. */
export function toBody(values: ApplicationValues): CreateCoachApplicationInput {
  return {
    businessName: given(values.businessName) as string,
    specializations: values.specializations
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    bio: given(values.bio) as string,
    experiences: values.experiences.map((row, index) => {
      const months = numberOf(row.months);
      return {
        title: row.title,
        company: row.company,
        order: index + 1,
        years: numberOf(row.years),
        ...(months === undefined ? {} : { months }),
      };
    }) as CreateCoachApplicationInput['experiences'],
  };
}

/**
 * An error bag on the form's fields: one specialization's error (`specializations.2`) shows on the one
 * specializations field, since they are typed in one.
 */
export function onFields(bag: ErrorBag): ErrorBag {
  const shown: ErrorBag = {};
  for (const [key, messages] of Object.entries(bag)) {
    const field = key.startsWith('specializations.') ? 'specializations' : key;
    shown[field] = [...(shown[field] ?? []), ...messages];
  }
  return shown;
}

const check = bodyCheck(createCoachApplicationSchema);

/** The errors the API would answer for these values, on the form's fields. */
export const checkApplication = (values: ApplicationValues): ErrorBag => onFields(check(toBody(values)));
