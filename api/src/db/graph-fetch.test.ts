import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { createSchedule } from '../../test/booking-fixtures.ts';
import { Workshop } from '../models/workshop.ts';

const t = useApiTest();

describe('a graph fetched in a transaction', () => {
  // A transaction is one connection; only the PostgreSQL server's driver can be handed two queries at once.
  it.runIf(process.env.DATABASE_URL)(
    'sends its queries one at a time, never two at once on the connection',
    async () => {
      const { team, schedule } = await createSchedule(t.db.knex, { maxSeats: 5 });
      const warnings: string[] = [];
      const listen = (warning: Error) => warnings.push(warning.message);
      process.on('warning', listen);
      try {
        const workshop = await t.db.knex.transaction(
          async (trx) =>
            await Workshop.forTenant(team.id, trx)
              .findById(schedule.workshopId)
              .withGraphFetched('[coach, template, resources, schedules, tags]'),
        );
        expect(workshop?.schedules?.map((item) => item.id)).toEqual([schedule.id]);
        // Node emits warnings on a later tick.
        await new Promise((resolve) => setImmediate(resolve));
      } finally {
        process.off('warning', listen);
      }
      // pg queues a query sent while another runs, warns that it is deprecated, and pg 9 refuses it.
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    },
  );
});
