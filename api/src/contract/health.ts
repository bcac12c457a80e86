import type { FromSchema } from 'json-schema-to-ts';

/** GET /v1/health: the process and its database answer (when the database does not, a 503 message). */
export const healthSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok'] },
    db: { type: 'string', enum: ['ok'] },
  },
  required: ['status', 'db'],
  additionalProperties: false,
} as const;

export type Health = FromSchema<typeof healthSchema>;
