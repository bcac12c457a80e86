import { BaseModel } from '../db/base-model.ts';

/** A coach's past role, kept in an ordered list. */
export interface Experience {
  title: string;
  company: string;
  order: number;
  years: number;
  months?: number;
}

/** A coach's certification, kept in an ordered list. */
export interface Certification {
  title: string;
  issuingOrganization: string;
  issuingDate?: string | null;
  certificateUrl?: string | null;
  order: number;
}

/** What a coach shows the marketplace (SPEC.md §3); one per coach, keyed by the user's id. */
export class CoachProfile extends BaseModel {
  static override tableName = 'coach_profiles';
  static override get idColumn() {
    return 'userId';
  }
  static override get jsonAttributes() {
    return ['specializations', 'experiences', 'certifications'];
  }

  declare userId: string;
  declare businessName: string | null;
  declare specializations: string[];
  declare bio: string | null;
  declare introductionVideo: string | null;
  declare experiences: Experience[];
  declare certifications: Certification[];
  declare completedBusinessAccelerator: boolean;
  declare completedVideoResources: boolean;
  declare completedQuizzes: boolean;
  declare completedConsultation: boolean;
}
