import { hasStarted } from '../../lib/booking-facts.ts';
import type { MyWorkshop } from './my-workshops.ts';
import { WorkshopBookingTable } from './workshop-booking-rows.tsx';

/** The history tab: the sessions of this workshop I booked that have already taken place. */
export function WorkshopHistoryTab({ workshop }: { workshop: MyWorkshop }) {
  const past = workshop.bookings.filter(
    (booking) => booking.workshopSchedule && hasStarted(booking.workshopSchedule.startDate),
  );
  return (
    <section aria-labelledby="workshop-history-title" className="client-section">
      <h2 id="workshop-history-title">Past sessions</h2>
      <WorkshopBookingTable
        workshopId={workshop.id}
        bookings={past}
        labelledBy="workshop-history-title"
        emptyText="No past sessions yet."
      />
    </section>
  );
}
