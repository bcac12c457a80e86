import type { Knex } from 'knex';

/**
 * A go/no-go on minimum seats (issue 38, docs/decisions/0117-go-no-go.md): how many hours before its first
 * session a schedule decides whether it runs (`go_no_go_hours`), when its coach was asked (`go_asked_at`),
 * and what was decided (`go_decision`: RUN, by its coach or because it filled; CANCELLED, at the deadline).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.integer('go_no_go_hours').notNullable().defaultTo(48);
    table.timestamp('go_asked_at', { useTz: true });
    table.text('go_decision');
    table.check('go_no_go_hours between 1 and 720', [], 'workshop_schedules_go_no_go_hours_check');
    table.check("go_decision in ('RUN', 'CANCELLED')", [], 'workshop_schedules_go_decision_check');
  });
  // Schedules begun, or within three days of their start, when this came run as planned: their coaches had
  // no day's notice to answer, and one already held is never cancelled after the fact.
  await knex('workshop_schedules')
    .where('start_date', '<', knex.raw("now() + interval '72 hours'"))
    .update({ go_decision: 'RUN' });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.dropChecks(['workshop_schedules_go_no_go_hours_check', 'workshop_schedules_go_decision_check']);
    table.dropColumns('go_no_go_hours', 'go_asked_at', 'go_decision');
  });
}
