import type { FromSchema } from 'json-schema-to-ts';

/** GET /v1/health: whether the process and its database answer. */
export const healthSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'error'] },
    db: { type: 'string', enum: ['ok', 'down'] },
  },
  required: ['status', 'db'],
  additionalProperties: false,
} as const;

export type Health = FromSchema<typeof healthSchema>;
