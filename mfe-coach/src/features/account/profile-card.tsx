import { Card } from '@exceed/design-system';
import { type ReactNode, useId } from 'react';

/** One card of the profile form: a region named by its title. */
export function ProfileCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title as="h2" id={titleId}>
            {title}
          </Card.Title>
          {description ? <Card.Description>{description}</Card.Description> : null}
        </Card.Header>
        <Card.Content className="coach-form">{children}</Card.Content>
      </section>
    </Card>
  );
}
