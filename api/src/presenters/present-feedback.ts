import type { FeedbackResource, PublicFeedbackResource } from '@exceed/contract';
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

/** A feedback as a coach's public page shows it (fetch `user.profile` and `workshopSchedule.workshop`). */
export function presentPublicFeedback(feedback: Feedback): PublicFeedbackResource {
  const { user, workshopSchedule } = feedback;
  if (!user || !workshopSchedule?.workshop) throw new Error('presentPublicFeedback: fetch the graph first');
  const { firstName, lastName } = user.profile ?? {};
  return {
    id: feedback.id,
    rating: feedback.rating,
    comment: feedback.comment,
    reviewer: firstName ? `${firstName}${lastName ? ` ${lastName.charAt(0)}.` : ''}` : user.username,
    workshopTitle: workshopSchedule.workshop.title,
    createdAt: isoDate(feedback.createdAt),
  };
}
