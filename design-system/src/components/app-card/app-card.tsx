import { type ReactNode, useId } from 'react';
import { Card } from '../card/index.ts';

export interface AppCardProps {
  /** The app's name as its makers write it, e.g. "multiplai". */
  name: string;
  /** What the app does for the user, in a sentence. */
  description: ReactNode;
  /** The way in, usually `<Button asChild><Link to="…">Open multiplai</Link></Button>` (router-free here). */
  action: ReactNode;
  /** The heading level of the name; `h2` by default. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** An app an account can connect, as a list of apps shows it: name, what it does and the way in. */
export function AppCard({ name, description, action, titleAs = 'h2' }: AppCardProps) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title as={titleAs} id={titleId}>
            {name}
          </Card.Title>
          <Card.Description>{description}</Card.Description>
        </Card.Header>
        <Card.Footer>{action}</Card.Footer>
      </section>
    </Card>
  );
}
