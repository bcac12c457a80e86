import { PageFrame } from '../../lib/page-frame.tsx';

/** Upcoming workshops of every coach in the marketplace. */
export default function WorkshopsPage() {
  return (
    <PageFrame title="Workshops">
      <p>Upcoming workshops of every coach in the marketplace.</p>
    </PageFrame>
  );
}
