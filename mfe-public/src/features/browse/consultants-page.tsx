import { PageFrame } from '../../lib/page-frame.tsx';

/** The AI coaches and consultants of the marketplace. */
export default function ConsultantsPage() {
  return (
    <PageFrame title="Consultants">
      <p>The AI coaches and consultants of the marketplace.</p>
    </PageFrame>
  );
}
