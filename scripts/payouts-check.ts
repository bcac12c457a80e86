/**
 * `npm run payouts:check`: checks every coach's money in every team of the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR): charges − refunds − fees − transfers = balance, and
 * the transfers equal what the payouts sent (api/src/payouts/payout-balance-check.ts). Prints one line per
 * coach, team and currency and exits 1 when any does not balance.
 */
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/open-database.ts';
import { checkPayoutBalances } from '../api/src/payouts/payout-balance-check.ts';

const knex = openDatabase(loadConfig(process.env));
try {
  const coaches = await checkPayoutBalances(knex);
  for (const c of coaches) {
    console.log(
      `${c.balanced ? 'ok  ' : 'OFF '} coach ${c.coachId} team ${c.tenantId} ${c.currency}: charges ${c.charges} - refunds ${c.refunds}` +
        ` - disputes ${c.disputes} - fees ${c.fees} - transfers ${c.transfers} = balance ${c.balance} | payouts sent ${c.payoutsSent}`,
    );
  }
  const off = coaches.filter((c) => !c.balanced).length;
  console.log(`${coaches.length} coach ledgers, ${off} out of balance`);
  if (off > 0) process.exitCode = 1;
} finally {
  await knex.destroy();
}
