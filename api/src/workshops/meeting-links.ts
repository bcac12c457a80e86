import type { SessionMeeting } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import type { ScheduleSession } from '../models/schedule-session.ts';
import { Tenant } from '../models/tenant.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { roomMakerOf } from './meeting-providers.ts';

/**
 * The meeting links of online sessions (issue 38, docs/decisions/0114): made when first read, shown to the
 * schedule's coach always and to a confirmed attendee from the schedule's opening time before each
 * session until it ends; never to anyone else.
 */

/**
 * Gives each online or hybrid session of `schedules` (fetched with their sessions) that has no link the room
 * its team's provider makes, and writes it on the session. A link once written is kept: of two readers at
 * once, the first one's stands and the other reads it. No room for a session in person, or when the team
 * takes its coaches' own links.
 */
export async function giveMeetingRooms(
  knex: Knex,
  config: Pick<Config, 'jitsiBaseUrl'>,
  schedules: readonly WorkshopSchedule[],
): Promise<void> {
  const wanting = schedules
    .filter((schedule) => schedule.mode !== 'IN-PERSON')
    .flatMap((schedule) => (schedule.sessions ?? []).filter((session) => !session.meetingUrl));
  if (wanting.length === 0) return;
  const tenantIds = [...new Set(wanting.map((session) => session.tenantId))];
  const providers = new Map(
    (await Tenant.query(knex).whereIn('id', tenantIds).select('id', 'meetingProvider')).map((tenant) => [
      tenant.id,
      tenant.meetingProvider,
    ]),
  );
  for (const session of wanting) {
    const maker = roomMakerOf(providers.get(session.tenantId) ?? 'JITSI', config);
    if (!maker) continue;
    const room = await maker.makeRoom(session);
    await knex('schedule_sessions')
      .where({ tenantId: session.tenantId, id: session.id })
      .whereNull('meetingUrl')
      .update({ meetingUrl: room });
    const written = await knex('schedule_sessions')
      .where({ tenantId: session.tenantId, id: session.id })
      .first('meetingUrl');
    session.meetingUrl = (written?.meetingUrl as string | null | undefined) ?? null;
  }
}

/**
 * A session's meeting as one reader of a booking sees it: its link when they coach it, or when they booked
 * it, their booking is confirmed, the schedule goes ahead and the link has opened (the schedule's minutes
 * before the start) and the session has not ended; else no link, and when it opens. None when the session
 * has no link (in person, or its coach gave none).
 */
export function meetingOf(
  schedule: Pick<WorkshopSchedule, 'status' | 'meetingLinkOpensMinutes'>,
  session: Pick<ScheduleSession, 'startDate' | 'endDate' | 'meetingUrl'>,
  reader: { coach: boolean; confirmedAttendee: boolean },
  now = new Date(),
): SessionMeeting {
  if (!session.meetingUrl) return null;
  const opensAt = new Date(session.startDate.getTime() - schedule.meetingLinkOpensMinutes * 60_000);
  const open =
    schedule.status === 'PUBLISHED' && opensAt <= now && now < session.endDate && reader.confirmedAttendee;
  return { url: reader.coach || open ? session.meetingUrl : null, opensAt: opensAt.toISOString() };
}
