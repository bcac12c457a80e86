import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common.ts';
import { ANSWER_REQUIRED_MESSAGE, answerField, nameField } from './fields.ts';

/**
 * Booking questions (issue 35, item 4; docs/decisions/0105-booking-questions.md): a coach asks them on a
 * workshop's booking page, once per booking or of each attendee (the booker at booking, an invitee when
 * accepting their seat). Answers are keyed as job applications' are, `answers.<questionId>`, and checked
 * here by checkBookingAnswers, which the API's domain and the forms share.
 */

export const BOOKING_QUESTION_KINDS = [
  'short_text',
  'long_text',
  'one_choice',
  'several_choices',
  'yes_no',
] as const;
export type BookingQuestionKind = (typeof BOOKING_QUESTION_KINDS)[number];

/** What each kind is called on the coach's editor and beside an answer. */
export const BOOKING_QUESTION_KIND_LABELS: Record<BookingQuestionKind, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  one_choice: 'One choice',
  several_choices: 'Several choices',
  yes_no: 'Yes / no',
};

/** The kinds answered by picking among the question's choices. */
export const hasChoices = (kind: BookingQuestionKind): boolean =>
  kind === 'one_choice' || kind === 'several_choices';

/** The longest answer of each text kind: a line (a company, a role), or a few paragraphs. */
export const SHORT_ANSWER_MAX_LENGTH = 200;
export const LONG_ANSWER_MAX_LENGTH = 2000;
/** A booking page that asks more than this is a survey, not a checkout. */
export const MAX_BOOKING_QUESTIONS = 20;
export const MAX_QUESTION_CHOICES = 20;
export const CHOICE_MAX_LENGTH = 100;

export const BOOKING_QUESTION_MESSAGES = {
  kind: 'Please select a valid question kind',
  choicesNeeded: 'A choice question needs at least two choices.',
  choicesDistinct: 'Each choice must be different.',
  unknownQuestion: 'The selected question is invalid.',
} as const;

export const BOOKING_ANSWER_MESSAGES = {
  required: ANSWER_REQUIRED_MESSAGE,
  oneChoice: 'Please select one of the choices.',
  severalChoices: 'Please select only among the choices.',
  yesNo: 'Please answer yes or no.',
  text: 'Please answer in words.',
  notAsked: 'This question is not asked here.',
} as const;

/** An answer longer than its kind allows (Laravel's wording, as the other length errors). */
export const answerTooLongMessage = (max: number): string =>
  `The answer may not be greater than ${max} characters.`;

const choicesField = {
  type: 'array',
  items: { type: 'string', transform: ['trim'], minLength: 1, maxLength: CHOICE_MAX_LENGTH },
  maxItems: MAX_QUESTION_CHOICES,
  default: [],
} as const;

/** A question as the API answers it. */
export const bookingQuestionSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    kind: { type: 'string', enum: BOOKING_QUESTION_KINDS },
    label: { type: 'string' },
    choices: { type: 'array', items: { type: 'string' } },
    required: { type: 'boolean' },
    perAttendee: { type: 'boolean', description: 'Asked of each attendee; otherwise once per booking.' },
  },
  required: ['id', 'kind', 'label', 'choices', 'required', 'perAttendee'],
  additionalProperties: false,
} as const;
export type BookingQuestionResource = FromSchema<typeof bookingQuestionSchema>;

export const bookingQuestionListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: bookingQuestionSchema } },
  required: ['data'],
  additionalProperties: false,
} as const;

/** One question of PUT /v1/workshops/{id}/questions: with its id to change it, without to add it. */
export const bookingQuestionInputSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    kind: {
      type: 'string',
      enum: BOOKING_QUESTION_KINDS,
      errorMessage: BOOKING_QUESTION_MESSAGES.kind,
    },
    label: nameField,
    choices: choicesField,
    required: { type: 'boolean', default: false },
    perAttendee: { type: 'boolean', default: false },
  },
  required: ['kind', 'label'],
  additionalProperties: false,
} as const;
export type BookingQuestionInput = FromSchema<typeof bookingQuestionInputSchema>;

/**
 * Body of PUT /v1/workshops/{id}/questions: the workshop's questions in the order they are asked. The
 * list replaces the one before: a question absent from it is removed, answers given to it stay.
 */
export const bookingQuestionsBodySchema = {
  type: 'object',
  properties: {
    questions: { type: 'array', items: bookingQuestionInputSchema, maxItems: MAX_BOOKING_QUESTIONS },
  },
  required: ['questions'],
  additionalProperties: false,
} as const;
export type BookingQuestionsBody = FromSchema<typeof bookingQuestionsBodySchema>;

/** What the question list lacks beyond its schema: two distinct choices for a choice question. */
export function questionListErrors(
  questions: readonly Pick<BookingQuestionInput, 'kind' | 'choices'>[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [index, { kind, choices = [] }] of questions.entries()) {
    if (!hasChoices(kind)) continue;
    const field = `questions.${index}.choices`;
    if (choices.length < 2) errors[field] = [BOOKING_QUESTION_MESSAGES.choicesNeeded];
    else if (new Set(choices.map((choice) => choice.toLowerCase())).size !== choices.length)
      errors[field] = [BOOKING_QUESTION_MESSAGES.choicesDistinct];
  }
  return errors;
}

/** An answer as sent: text, the choices picked, yes or no; null or blank is no answer. */
const answerValueSchema = {
  anyOf: [
    { type: 'string', maxLength: LONG_ANSWER_MAX_LENGTH },
    {
      type: 'array',
      items: { type: 'string', maxLength: CHOICE_MAX_LENGTH },
      maxItems: MAX_QUESTION_CHOICES,
    },
    { type: 'boolean' },
    { type: 'null' },
  ],
} as const;

/** The answers of a booking or an attendee, by question id (`answers` of a booking or an acceptance). */
export const bookingAnswersInputSchema = {
  type: 'object',
  propertyNames: uuidSchema,
  additionalProperties: answerValueSchema,
  maxProperties: MAX_BOOKING_QUESTIONS,
  description: 'Answers to the workshop’s booking questions, by question id.',
} as const;
export type BookingAnswersInput = Record<string, string | string[] | boolean | null>;

/**
 * An answer as kept, with the question as it was asked: a question changed or removed later leaves
 * what was answered to it readable.
 */
export const bookingAnswerSchema = {
  type: 'object',
  properties: {
    questionId: uuidSchema,
    label: { type: 'string' },
    kind: { type: 'string', enum: BOOKING_QUESTION_KINDS },
    perAttendee: { type: 'boolean' },
    value: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }, { type: 'boolean' }] },
  },
  required: ['questionId', 'label', 'kind', 'perAttendee', 'value'],
  additionalProperties: false,
} as const;
export type BookingAnswer = FromSchema<typeof bookingAnswerSchema>;

/** Who answers: the booker, at booking (every question), or an invitee (the per-attendee ones). */
export type AnswerScope = 'booking' | 'attendee';

/** The questions `scope` answers, in their order. */
export const questionsAsked = <Q extends Pick<BookingQuestionResource, 'perAttendee'>>(
  questions: readonly Q[],
  scope: AnswerScope,
): Q[] => (scope === 'booking' ? [...questions] : questions.filter((question) => question.perAttendee));

type AnswerCheck = { value: BookingAnswer['value'] | null } | { error: string };

function checkAnswer(question: BookingQuestionResource, given: unknown): AnswerCheck {
  const blank =
    given === undefined ||
    given === null ||
    (typeof given === 'string' && given.trim() === '') ||
    (Array.isArray(given) && given.length === 0);
  if (blank) return question.required ? { error: BOOKING_ANSWER_MESSAGES.required } : { value: null };
  switch (question.kind) {
    case 'yes_no':
      return typeof given === 'boolean' ? { value: given } : { error: BOOKING_ANSWER_MESSAGES.yesNo };
    case 'one_choice':
      return typeof given === 'string' && question.choices.includes(given)
        ? { value: given }
        : { error: BOOKING_ANSWER_MESSAGES.oneChoice };
    case 'several_choices':
      return Array.isArray(given) && given.every((choice) => question.choices.includes(choice))
        ? { value: question.choices.filter((choice) => given.includes(choice)) }
        : { error: BOOKING_ANSWER_MESSAGES.severalChoices };
    default: {
      if (typeof given !== 'string') return { error: BOOKING_ANSWER_MESSAGES.text };
      const max = question.kind === 'short_text' ? SHORT_ANSWER_MAX_LENGTH : LONG_ANSWER_MAX_LENGTH;
      const text = given.trim();
      return text.length > max ? { error: answerTooLongMessage(max) } : { value: text };
    }
  }
}

/**
 * Checks `given` against the questions `scope` answers: a required one answered, a choice among the
 * choices (several: a subset, kept in the question's order), yes/no a boolean, text within its kind's
 * length; an answer to a question not asked is refused. Errors are keyed `answers.<questionId>`; the
 * answers kept carry each question's label and kind.
 */
export function checkBookingAnswers(
  questions: readonly BookingQuestionResource[],
  given: Readonly<Record<string, unknown>>,
  scope: AnswerScope,
): { errors: Record<string, string[]>; answers: BookingAnswer[] } {
  const asked = questionsAsked(questions, scope);
  const errors: Record<string, string[]> = {};
  const answers: BookingAnswer[] = [];
  const askedIds = new Set(asked.map((question) => question.id));
  for (const id of Object.keys(given)) {
    if (!askedIds.has(id)) errors[answerField(id)] = [BOOKING_ANSWER_MESSAGES.notAsked];
  }
  for (const question of asked) {
    const checked = checkAnswer(question, given[question.id]);
    if ('error' in checked) errors[answerField(question.id)] = [checked.error];
    else if (checked.value !== null) {
      const { id: questionId, label, kind, perAttendee } = question;
      answers.push({ questionId, label, kind, perAttendee, value: checked.value });
    }
  }
  return { errors, answers };
}

/** An answer as text, for the coach's pages and the attendee export. */
export function answerText(value: BookingAnswer['value']): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return Array.isArray(value) ? value.join('; ') : value;
}
