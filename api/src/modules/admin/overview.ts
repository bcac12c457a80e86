import { ADMIN_MESSAGES, dataEnvelope, overviewQuerySchema, overviewSchema } from '@exceed/contract';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { adminAccess, tags } from './admin-access.ts';
import { lastTwelveMonths, overviewMonths } from './overview-queries.ts';

/** The longest span one request may ask for: three years of months. */
const MAX_MONTHS = 36;

/** A YYYY-MM as a count of months, to measure a span without walking it. */
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

/**
 * GET /v1/admin/overview?from=YYYY-MM&to=YYYY-MM: the marketplace's figures by month (default the last
 * twelve), computed in SQL (overview-queries.ts).
 */
export const showOverview = defineRoute({
  method: 'get',
  path: '/admin/overview',
  summary: 'The marketplace’s figures by month',
  tags,
  before: adminAccess,
  request: { query: overviewQuerySchema },
  responses: { 200: dataEnvelope(overviewSchema) },
  errors: [401, 403],
  transaction: true,
  handler: async (ctx) => {
    const defaults = lastTwelveMonths();
    const from = ctx.state.input.query.from ?? defaults.from;
    const to = ctx.state.input.query.to ?? defaults.to;
    if (from > to) throw validationFailed({ from: [ADMIN_MESSAGES.monthOrder] });
    if (monthIndex(to) - monthIndex(from) >= MAX_MONTHS)
      throw validationFailed({ to: [ADMIN_MESSAGES.monthSpan] });
    return { data: { months: await overviewMonths(ctx.state.trx, from, to) } };
  },
});
