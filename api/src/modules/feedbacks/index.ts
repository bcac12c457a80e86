import type { ApiModule } from '../../http/api-module.ts';
import { createFeedback } from './create-feedback.ts';
import { listFeedbacks } from './list-feedbacks.ts';

/** Feedbacks: attendees rate sessions once; coaches read theirs; public profiles show the average. */
export const feedbacksModule: ApiModule = { name: 'feedbacks', routes: [listFeedbacks, createFeedback] };
