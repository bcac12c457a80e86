import type { FromSchema } from 'json-schema-to-ts';
import { timestampField } from './fields.ts';

/**
 * Meeting links of online sessions (issue 38): where an online or hybrid session meets. A team chooses
 * how its sessions get one: a Jitsi Meet room made for each session (no account, no API), or each coach's
 * own link. A coach may give any session a link of their own, whichever the team chose. The link is shown
 * to the schedule's coach, and to confirmed attendees from `meetingLinkOpensMinutes` before the session
 * until it ends; never on a public page or in the public API.
 */
export const MEETING_PROVIDERS = ['JITSI', 'OWN_LINKS'] as const;
export type MeetingProvider = (typeof MEETING_PROVIDERS)[number];

export const MEETING_PROVIDER_LABELS: Record<MeetingProvider, string> = {
  JITSI: 'Jitsi Meet rooms, made for you',
  OWN_LINKS: "Each coach's own link",
};

/** How long before a session its attendees see its link, unless its coach says otherwise. */
export const DEFAULT_MEETING_OPENS_MINUTES = 15;

export const meetingProviderField = {
  type: 'string',
  enum: MEETING_PROVIDERS,
  errorMessage: 'Please select a valid meeting provider',
} as const;

export const meetingOpensField = {
  type: 'integer',
  minimum: 0,
  maximum: 10_080,
  errorMessage: 'Please enter a number of minutes from 0 to 10080',
} as const;

/** A meeting link a coach gives: a web address. */
export const meetingUrlField = {
  type: ['string', 'null'],
  transform: ['trim'],
  maxLength: 500,
  pattern: '^https://\\S+$',
  errorMessage: 'Please enter a link that starts with https://',
} as const;

/**
 * A session's meeting as an attendee's booking shows it: its link once it opens (null before, or while the
 * booking is not confirmed), and when it opens; null itself when the session has no link (in person, or
 * its coach gave none).
 */
export const sessionMeetingSchema = {
  type: ['object', 'null'],
  properties: {
    url: { type: ['string', 'null'] },
    opensAt: timestampField,
  },
  required: ['url', 'opensAt'],
  additionalProperties: false,
} as const;
export type SessionMeeting = FromSchema<typeof sessionMeetingSchema>;
