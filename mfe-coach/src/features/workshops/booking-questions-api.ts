import type { BookingQuestionResource, BookingQuestionsBody } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

type List<T> = { data: T[] };

const questionsPath = (workshopId: string) => `/workshops/${workshopId}/questions` as const;

/** GET /v1/workshops/{id}/questions: what the workshop's booking page asks, in order. */
export function useBookingQuestions(workshopId: string) {
  return useApi<List<BookingQuestionResource>>(questionsPath(workshopId));
}

/** PUT /v1/workshops/{id}/questions, without a toast (the form shows a refusal on its fields). */
export function saveBookingQuestions(workshopId: string, body: BookingQuestionsBody) {
  return api.put<List<BookingQuestionResource>>(questionsPath(workshopId), body, {
    notify: false,
    revalidates: [questionsPath(workshopId)],
  });
}
