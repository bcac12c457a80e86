import { BaseModel } from '../db/base-model.ts';

/**
 * A row of the job queue (jobs/queue.ts writes it, jobs/runner.ts runs it), as the failed-jobs list and its
 * retry read it. The runner itself works on the table in SQL: it claims rows with `skip locked`.
 */
export class QueuedJob extends BaseModel {
  static override tableName = 'jobs';
  static override timestamps = false;

  declare id: string;
  declare name: string;
  declare payload: Record<string, unknown>;
  declare uniqueKey: string | null;
  declare runAt: Date;
  declare attempts: number;
  declare maxAttempts: number;
  declare lockedAt: Date | null;
  declare lastError: string | null;
  declare doneAt: Date | null;
  declare failed: boolean;
  declare createdAt: Date;
}
