import { uuidSchema } from '@exceed/contract';

/**
 * Path parameters of one resource: `/workshops/:id/resources/:resourceId`, and of the same resource
 * reached through a booking, `/bookings/:id/resources/:resourceId`.
 */
export const resourceParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema, resourceId: uuidSchema },
  required: ['id', 'resourceId'],
  additionalProperties: false,
} as const;
