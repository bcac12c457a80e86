import { PageFrame } from '../../lib/page-frame.tsx';

/** News of the marketplace. */
export default function AnnouncementPage() {
  return (
    <PageFrame title="Announcement">
      <p>
        Exceed is opening its marketplace for AI coaches and consultants. Coaches can publish workshops and
        schedules; clients can book seats for themselves and their teams.
      </p>
    </PageFrame>
  );
}
