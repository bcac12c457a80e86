import {
  bodyCheck,
  createJobPostingSchema,
  interviewQuestionErrors,
  JOB_POST_STATUSES,
} from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-data.ts';
import { DEMO_JOB_POSTINGS } from './demo-job-postings.ts';

const check = bodyCheck(createJobPostingSchema);

describe('the demo job postings', () => {
  it('meet every rule a recruiter meets (SPEC §5), written by and assigned to members of their team', () => {
    for (const { team, createdBy, recruiters, questions, ...posting } of DEMO_JOB_POSTINGS) {
      const interviewQuestions = questions.map((title, index) => ({
        title: title.replace(/^off:/, ''),
        order: index + 1,
        enabled: !title.startsWith('off:'),
      }));
      expect(check({ ...posting, interviewQuestions }), posting.title).toEqual({});
      expect(interviewQuestionErrors(interviewQuestions), posting.title).toEqual({});
      for (const username of [createdBy, ...recruiters]) {
        expect(DEMO_ACCOUNTS.find((account) => account.username === username)?.team).toBe(team);
      }
    }
  });

  it('show the demo team a posting in every status', () => {
    const statuses = new Set(DEMO_JOB_POSTINGS.filter((p) => p.team === 'exceed').map((p) => p.status));
    expect([...statuses].sort()).toEqual([...JOB_POST_STATUSES].sort());
  });
});
