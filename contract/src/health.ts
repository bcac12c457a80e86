import type { FromSchema } from 'json-schema-to-ts';

/** Whether mail goes out: `failing` while a queued mail waits to be tried again, or was given up on lately. */
const mailHealthSchema = { type: 'string', enum: ['ok', 'failing'] } as const;

/** ok, or degraded (still 200) while a part the requests do not wait for (mail) fails. */
const overallSchema = { type: 'string', enum: ['ok', 'degraded'] } as const;

/**
 * GET /v1/health: the process and its database answer (when the database does not, a 503 message), and
 * whether mail goes out.
 */
export const healthSchema = {
  type: 'object',
  properties: {
    status: overallSchema,
    db: { type: 'string', enum: ['ok'] },
    mail: mailHealthSchema,
  },
  required: ['status', 'db', 'mail'],
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

/** GET /v1/health/ready: the database answers and has every migration of this version; and mail, as above. */
export const readinessSchema = {
  type: 'object',
  properties: {
    status: overallSchema,
    db: { type: 'string', enum: ['ok'] },
    migrations: { type: 'string', enum: ['ok'] },
    mail: mailHealthSchema,
  },
  required: ['status', 'db', 'migrations', 'mail'],
  additionalProperties: false,
} as const;
