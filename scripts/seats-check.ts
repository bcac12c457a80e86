/**
 * `npm run seats:check`: checks the seat accounting of every schedule of the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR): capacity = sold + held + free, with the counters equal
 * to the seat ledger's sums and to the bookings' own seats (api/src/bookings/seat-ledger-check.ts). Prints
 * one line per schedule and exits 1 when any does not balance.
 */
import { checkSeatLedger } from '../api/src/bookings/seat-ledger-check.ts';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/open-database.ts';

const knex = openDatabase(loadConfig(process.env));
try {
  const schedules = await checkSeatLedger(knex);
  for (const s of schedules) {
    console.log(
      `${s.balanced ? 'ok  ' : 'OFF '} ${s.workshopScheduleId}: capacity ${s.capacity} = sold ${s.sold} + held ${s.held} + free ${s.free}` +
        ` | ledger sold ${s.ledgerSold} held ${s.ledgerHeld} | bookings sold ${s.bookingsSold} held ${s.bookingsHeld}` +
        (s.strayBookings ? ` | ${s.strayBookings} stray bookings` : ''),
    );
  }
  const off = schedules.filter((s) => !s.balanced).length;
  console.log(`${schedules.length} schedules, ${off} out of balance`);
  if (off > 0) process.exitCode = 1;
} finally {
  await knex.destroy();
}
