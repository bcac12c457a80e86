import type { FeedbackResource } from '../contract/index.ts';
import { isoDate } from '../http/presenter.ts';
import type { Feedback } from '../models/feedback.ts';

/** A feedback with its rater's username (fetch `user` first). */
export function presentFeedback(feedback: Feedback): FeedbackResource {
  if (!feedback.user) throw new Error('presentFeedback: fetch the user first');
  return {
    id: feedback.id,
    workshopScheduleId: feedback.workshopScheduleId,
    userId: feedback.userId,
    username: feedback.user.username,
    rating: feedback.rating,
    comment: feedback.comment,
    createdAt: isoDate(feedback.createdAt),
  };
}
