import type { CoachApplicationStatus } from '@exceed/contract';
import type { RelationMappings } from 'objection';
import { BaseModel } from '../db/base-model.ts';
import type { Experience } from './coach-profile.ts';
import { User } from './user.ts';

/** A person's application to become a coach, with the coachProfile fields it asks for (SPEC.md §3). */
export class CoachApplication extends BaseModel {
  static override tableName = 'coach_applications';
  static override get jsonAttributes() {
    return ['specializations', 'experiences'];
  }

  declare userId: string;
  declare status: CoachApplicationStatus;
  declare businessName: string;
  declare specializations: string[];
  declare bio: string;
  declare experiences: Experience[];
  declare declineReason: string | null;
  declare decidedAt: Date | null;
  declare decidedBy: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare applicant?: User;

  static override relationMappings = (): RelationMappings => ({
    applicant: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'coach_applications.userId', to: 'users.id' },
    },
  });
}
