import { issueCsrfCookie } from '../../auth/csrf.ts';
import { defineRoute } from '../../http/define-route.ts';

/** GET /v1/csrf-cookie: sets XSRF-TOKEN, which the browser echoes in X-XSRF-TOKEN on state-changing calls. */
export const showCsrfCookie = defineRoute({
  method: 'get',
  path: '/csrf-cookie',
  summary: 'Set the XSRF-TOKEN cookie',
  description: 'Call once before the first state-changing request of a browser session (cookie mode).',
  tags: ['Session'],
  responses: { 204: null },
  handler: async (ctx) => {
    issueCsrfCookie(ctx);
  },
});
