import type { SessionFormat, SkillLevel } from '@exceed/contract';
import { Badge, formatEnum } from '@exceed/design-system';
import './marketplace-cards.css';

/** How a session is held, for whom, and where (its place, else its country), as badges in a row. */
export function SessionBadges({
  session,
}: {
  session: { mode: SessionFormat; level: SkillLevel; location?: string | null; country?: string | null };
}) {
  const place = session.location ?? session.country;
  return (
    <div className="browse-badges">
      <Badge>{formatEnum(session.mode)}</Badge>
      <Badge>{formatEnum(session.level)}</Badge>
      {place ? <Badge>{place}</Badge> : null}
    </div>
  );
}
