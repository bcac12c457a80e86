import type { MyWorkshop } from './my-workshops.ts';
import { WorkshopBookingTable } from './workshop-booking-rows.tsx';

/** The bookings tab: every booking I made of this workshop. */
export function WorkshopBookingsTab({ workshop }: { workshop: MyWorkshop }) {
  return (
    <section aria-labelledby="workshop-bookings-title" className="client-section">
      <h2 id="workshop-bookings-title">My bookings</h2>
      <WorkshopBookingTable
        workshopId={workshop.id}
        bookings={workshop.bookings}
        labelledBy="workshop-bookings-title"
        emptyText="No bookings of this workshop."
      />
    </section>
  );
}
