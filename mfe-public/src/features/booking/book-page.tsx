import { useParams } from 'react-router';
import { PageFrame } from '../../lib/page-frame.tsx';

/** Booking a workshop schedule: seats, address and payment. */
export default function BookPage() {
  const { id } = useParams();
  return (
    <PageFrame title="Book a workshop">
      <p>Schedule {id}: choose your seats and pay by card.</p>
    </PageFrame>
  );
}
