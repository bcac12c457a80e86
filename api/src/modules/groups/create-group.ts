import { createGroupSchema, dataEnvelope, groupSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Group } from '../../models/group.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { groupPolicy } from '../../policies/group-policy.ts';
import { presentGroupFor } from '../../presenters/present-group.ts';
import { membersToStore } from './group-rules.ts';

/** POST /v1/groups: the signed-in user saves a group of people to invite together; it is theirs alone. */
export const createGroup = defineRoute({
  method: 'post',
  path: '/groups',
  summary: 'Save a group of people to invite together',
  tags: ['Groups'],
  before: [authenticate()],
  request: { body: createGroupSchema },
  responses: { 201: dataEnvelope(groupSchema) },
  errors: [401, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const actor = await actorOf(ctx, trx);
    authorize(groupPolicy.create(actor));
    const { name, description, members } = ctx.state.input.body;
    const group = await Group.query(trx).insertAndFetch({
      userId: actor.user.id,
      name,
      description: description || null,
      members: membersToStore(members),
    });
    return present(group, presentGroupFor(actor));
  },
});
