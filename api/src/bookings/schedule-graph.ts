import type { AnyQueryBuilder, Model } from 'objection';
import type { AppQueryBuilder } from '../db/query-builder.ts';

/**
 * The relations every schedule answer embeds (SPEC.md §3 workshop {id, title}, coach {id, username}), and
 * its sessions (issue 38).
 */
export const SCHEDULE_GRAPH = '[workshop(withDeleted), coach(withDeleted), sessions]';

/**
 * Modifiers of SCHEDULE_GRAPH: a schedule still names its workshop and coach after either was soft
 * deleted, so the summaries are read among deleted rows too.
 */
export const scheduleGraphModifiers = {
  // Objection types a modifier's builder as its base QueryBuilder; every model's is an AppQueryBuilder.
  withDeleted: (builder: AnyQueryBuilder) => (builder as unknown as AppQueryBuilder<Model>).withDeleted(),
};
