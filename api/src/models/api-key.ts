import type { ApiKeyScope } from '@exceed/contract';
import { BaseModel } from '../db/base-model.ts';

/** An API key: a person's (tenantId null) or a team's, with what it may do; only its hash is kept. */
export class ApiKey extends BaseModel {
  static override tableName = 'api_keys';
  static override hidden = ['tokenHash'];

  declare userId: string;
  declare tenantId: string | null;
  declare name: string;
  declare prefix: string;
  declare tokenHash: string;
  declare scopes: ApiKeyScope[];
  declare expiresAt: Date | null;
  declare lastUsedAt: Date | null;
  declare revokedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
