import {
  type AnswerScope,
  type BookingAnswer,
  type BookingAnswersInput,
  type BookingQuestionResource,
  checkBookingAnswers,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import { BookingQuestion } from '../models/booking-question.ts';

/**
 * The one place answers to a workshop's booking questions are checked (docs/decisions/0105): booking
 * (every question: the once-per-booking ones and the booker's own per-attendee ones) and accepting a seat
 * (the per-attendee ones). The rule itself is the contract's checkBookingAnswers, which the forms share.
 */

/** A workshop's live questions, in the order they are asked. */
export async function questionsOf(
  knex: Knex,
  tenantId: string,
  workshopId: string,
): Promise<BookingQuestion[]> {
  return await BookingQuestion.forTenant(tenantId, knex)
    .where('workshopId', workshopId)
    .orderBy([{ column: 'position' }, { column: 'id' }]);
}

export const presentQuestion = (question: BookingQuestion): BookingQuestionResource => ({
  id: question.id,
  kind: question.kind,
  label: question.label,
  choices: question.choices,
  required: question.required,
  perAttendee: question.perAttendee,
});

/**
 * The answers to keep for `scope`, checked against the workshop's questions; 422 with an error on each
 * `answers.<questionId>` that fails (a required one left out, a choice not among the choices, ...).
 */
export function answersFor(
  questions: readonly BookingQuestionResource[],
  given: BookingAnswersInput | undefined,
  scope: AnswerScope,
): BookingAnswer[] {
  const { errors, answers } = checkBookingAnswers(questions, given ?? {}, scope);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return answers;
}

/** answersFor the questions of workshop `workshopId`, read first. */
export async function checkedAnswers(
  knex: Knex,
  tenantId: string,
  workshopId: string,
  given: BookingAnswersInput | undefined,
  scope: AnswerScope,
): Promise<BookingAnswer[]> {
  const questions = (await questionsOf(knex, tenantId, workshopId)).map(presentQuestion);
  return answersFor(questions, given, scope);
}
