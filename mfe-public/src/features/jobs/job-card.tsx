import type { PublicJobPosting } from '@exceed/contract';
import { Badge, Card, formatDay, formatEnum } from '@exceed/design-system';
import { Link } from 'react-router';

/** One posting on the board: the role, the company and where, its type and level, and when it was posted. */
export function JobCard({ posting }: { posting: PublicJobPosting }) {
  const titleId = `job-${posting.id}`;
  return (
    <Card asChild>
      <article className="browse-card" aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title id={titleId}>
            <Link to={`/jobs/${posting.id}`}>{posting.title}</Link>
          </Card.Title>
          <Card.Description>
            {posting.companyName} · {posting.location}
          </Card.Description>
        </Card.Header>
        <Card.Content className="browse-card__body">
          <div className="browse-badges">
            <Badge variant="primary">{formatEnum(posting.employmentStatus)}</Badge>
            <Badge>{formatEnum(posting.experienceLevel)}</Badge>
            {posting.workplaceTypes.map((type) => (
              <Badge key={type}>{type}</Badge>
            ))}
          </div>
          <p className="jobs-muted">
            Posted <time dateTime={posting.createdAt}>{formatDay(posting.createdAt)}</time>
          </p>
        </Card.Content>
      </article>
    </Card>
  );
}
