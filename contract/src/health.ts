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

/** GET /v1/health/live: the process answers (nothing else is asked). */
export const livenessSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['ok'] } },
  required: ['status'],
  additionalProperties: false,
} as const;

/** GET /v1/health/ready: the database answers and has every migration of this version. */
export const readinessSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok'] },
    db: { type: 'string', enum: ['ok'] },
    migrations: { type: 'string', enum: ['ok'] },
  },
  required: ['status', 'db', 'migrations'],
  additionalProperties: false,
} as const;
