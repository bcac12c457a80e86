import type { ApiModule } from '../../http/api-module.ts';
import { listCoachFeedbacks } from './list-coach-feedbacks.ts';
import { listPublicUsers } from './list-public-users.ts';
import { showPublicUser } from './show-public-user.ts';

/** The marketplace's consultants: coaches' public profiles, for guests and users alike. */
export const publicUsersModule: ApiModule = {
  name: 'public-users',
  routes: [listPublicUsers, showPublicUser, listCoachFeedbacks],
};
