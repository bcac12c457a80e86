import { randomUUID } from 'node:crypto';
import type { MeetingProvider } from '@exceed/contract';
import type { Config } from '../config.ts';

/**
 * Who makes an online session's meeting room (issue 38, docs/decisions/0114). Jitsi Meet needs no account
 * and no API call: a room is an unguessable name on its server (JITSI_BASE_URL). Zoom or Google Meet would
 * be one more maker here, calling their APIs with credentials from the environment; a team that chose its
 * coaches' own links has none, and a session without a link of its coach's then has none.
 */
export interface MeetingRoomMaker {
  makeRoom(session: { id: string }): Promise<string>;
}

const jitsiRooms = (baseUrl: string): MeetingRoomMaker => ({
  // 128 random bits in the name: a room is as private as its link, which only attendees are shown.
  makeRoom: async () => `${baseUrl}/Exceed-${randomUUID().replaceAll('-', '')}`,
});

export function roomMakerOf(
  provider: MeetingProvider,
  config: Pick<Config, 'jitsiBaseUrl'>,
): MeetingRoomMaker | undefined {
  return provider === 'JITSI' ? jitsiRooms(config.jitsiBaseUrl) : undefined;
}
