import type { SocialPlatform } from '@exceed/contract';
import { BaseModel } from '../db/base-model.ts';

/** One linked social account, kept in the profile's ordered list. */
export interface SocialAccount {
  platform: SocialPlatform;
  url: string;
  order: number;
}

/** The personal details of a user (SPEC.md §3); one per user, keyed by the user's id. */
export class Profile extends BaseModel {
  static override tableName = 'profiles';
  static override get idColumn() {
    return 'userId';
  }
  /** Lists are JSON columns: Objection stringifies them on write and parses them on read. */
  static override get jsonAttributes() {
    return ['socialAccounts'];
  }

  declare userId: string;
  declare firstName: string;
  declare middleName: string | null;
  declare lastName: string;
  declare headline: string | null;
  declare country: string | null;
  declare phoneNumber: string | null;
  declare socialAccounts: SocialAccount[];
}
