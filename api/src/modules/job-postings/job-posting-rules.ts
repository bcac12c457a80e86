import { randomUUID } from 'node:crypto';
import { type ErrorBag, interviewQuestionErrors, RECRUITER_NOT_MEMBER_MESSAGE } from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../../errors.ts';
import type { InterviewQuestion } from '../../models/job-posting.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';

/** An interview question as the contract lets a client send it: the id and `enabled` may be left out. */
interface QuestionInput {
  id?: string;
  title: string;
  order: number;
  enabled?: boolean;
}

/** The parts of a create or update body the rules below look at; absent on an update that leaves them. */
interface RuledFields {
  recruiterIds?: readonly string[];
  interviewQuestions?: readonly QuestionInput[];
}

/**
 * The rules of a posting's body that JSON Schema cannot say, checked after the schema passed and answered
 * as one 422 with the schema's kind of bag:
 * - 5 to 10 questions are enabled (on `interviewQuestions`);
 * - question titles are unique, trimmed and case-insensitive (`interviewQuestions.<index>.title`);
 * - every recruiter is an ACTIVE member of the team and a live user, because recruiters gain the right
 *   to manage the posting and only the team's members may see it.
 * On an update each rule applies only to the list that is sent.
 */
export async function assertJobPostingRules(knex: Knex, tenantId: string, body: RuledFields): Promise<void> {
  const questions = body.interviewQuestions;
  const errors: ErrorBag = questions ? interviewQuestionErrors(questions) : {};
  const recruiterIds = body.recruiterIds ?? [];
  if (recruiterIds.length > 0) {
    const members = await TenantMember.query(knex)
      .where({ tenantId, status: 'ACTIVE' })
      .whereIn(
        'userId',
        User.query(knex)
          .select('users.id')
          .whereIn('users.id', [...recruiterIds]),
      );
    if (members.length !== recruiterIds.length) errors.recruiterIds = [RECRUITER_NOT_MEMBER_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/**
 * The questions as stored: each keeps the id the client sent or gets a new one, so answers and forms can
 * point at a question that survives reordering and retitling.
 */
export function withQuestionIds(questions: readonly QuestionInput[]): InterviewQuestion[] {
  return questions.map((question) => ({
    id: question.id ?? randomUUID(),
    title: question.title,
    order: question.order,
    enabled: question.enabled ?? true,
  }));
}
