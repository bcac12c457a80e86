import { Icon } from '@exceed/design-system';

/** Icons of the areas' sidebar links, drawn in the design system's frame (decorative: links have labels). */
export const DashboardIcon = () => (
  <Icon width="20" height="20">
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </Icon>
);

export const BookingsIcon = () => (
  <Icon width="20" height="20">
    <path d="M3 9a2 2 0 0 0 0 6v3a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1v-3a2 2 0 0 1 0-6V6a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1z" />
    <path d="M13 5v2M13 11v2M13 17v2" />
  </Icon>
);

export const WorkshopsIcon = () => (
  <Icon width="20" height="20">
    <path d="M2 4h20M4 4v11a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V4M12 16v4M8 20h8" />
  </Icon>
);

/** An hourglass: waiting for seats to free up. */
export const WaitlistIcon = () => (
  <Icon width="20" height="20">
    <path d="M6 3h12M6 21h12M7 3v3a5 5 0 0 0 10 0V3M7 21v-3a5 5 0 0 1 10 0v3" />
  </Icon>
);

export const PaymentsIcon = () => (
  <Icon width="20" height="20">
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </Icon>
);

/** A card with a warning mark: a payment the cardholder disputed. */
export const DisputesIcon = () => (
  <Icon width="20" height="20">
    <rect x="2" y="5" width="16" height="12" rx="2" />
    <path d="M2 9h16M19 12v4M19 19v.5" />
  </Icon>
);

export const GroupsIcon = () => (
  <Icon width="20" height="20">
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a5.5 5.5 0 0 1 3.5 6" />
  </Icon>
);

export const AppsIcon = () => (
  <Icon width="20" height="20">
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <path d="M17.5 14v7M14 17.5h7" />
  </Icon>
);

export const FeedbacksIcon = () => (
  <Icon width="20" height="20">
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Icon>
);

export const ProfileIcon = () => (
  <Icon width="20" height="20">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const PayoutsIcon = () => (
  <Icon width="20" height="20">
    <path d="M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />
  </Icon>
);

export const UsersIcon = () => (
  <Icon width="20" height="20">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const RolesIcon = () => (
  <Icon width="20" height="20">
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);

export const TemplatesIcon = () => (
  <Icon width="20" height="20">
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon width="20" height="20">
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-14" />
  </Icon>
);

export const AuditIcon = () => (
  <Icon width="20" height="20">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

/** A warning sign: work the job queue gave up on. */
export const FailedJobsIcon = () => (
  <Icon width="20" height="20">
    <path d="M12 3l9 16H3z" />
    <path d="M12 10v4M12 17v.01" />
  </Icon>
);

/** A form with a tick: applications waiting for a decision. */
export const ApplicationsIcon = () => (
  <Icon width="20" height="20">
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h4M10 17l2 2 4-4" />
  </Icon>
);

/** An envelope. */
export const MailIcon = () => (
  <Icon width="20" height="20">
    <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
    <path d="m3 5.5 7 5.5 7-5.5" />
  </Icon>
);
