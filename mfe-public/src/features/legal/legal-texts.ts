export type Audience = 'client' | 'coach';
export type LegalDocument = 'privacy' | 'terms';

interface LegalText {
  title: string;
  sections: { heading: string; body: string }[];
}

/** Separate texts for clients and coaches (SPEC §2); coach titles carry "for Coaches". */
export const legalTexts: Record<Audience, Record<LegalDocument, LegalText>> = {
  client: {
    privacy: {
      title: 'Privacy Policy',
      sections: [
        {
          heading: 'What we collect',
          body: 'Your account details (name, email, username, optional phone and country), your bookings, the seats you assign to others, and payment records. Card details are held by our payment processor, never by Exceed.',
        },
        {
          heading: 'Why we use it',
          body: 'To run your bookings, send confirmations, invitations and reminders, issue invoices, and keep the marketplace safe.',
        },
        {
          heading: 'Who sees it',
          body: 'The coach of a workshop you book sees your name and the seats of your booking. People you invite see your name on the invitation.',
        },
        {
          heading: 'Your choices',
          body: 'You can change your details in Settings at any time, and ask us to export or delete your account.',
        },
      ],
    },
    terms: {
      title: 'Terms & Conditions',
      sections: [
        {
          heading: 'Bookings',
          body: 'A booking reserves seats on a workshop schedule. Seats are held while you pay and confirmed once payment succeeds.',
        },
        {
          heading: 'Payments and refunds',
          body: 'Prices are shown before you pay. Cancellations and refunds follow the policy shown on the workshop.',
        },
        {
          heading: 'Conduct',
          body: 'Treat coaches and other participants with respect; do not share workshop materials without permission.',
        },
      ],
    },
  },
  coach: {
    privacy: {
      title: 'Privacy Policy for Coaches',
      sections: [
        {
          heading: 'Your public profile',
          body: 'Your business name, headline, bio, specializations, experiences, certifications and introduction video are public. Your email and phone number are never shown.',
        },
        {
          heading: 'Client data',
          body: 'You receive the names and attendance of the people booked on your schedules only to deliver your workshops; you may not use them for anything else.',
        },
        {
          heading: 'Payouts',
          body: 'We keep the records needed for invoices and payouts as the law requires.',
        },
      ],
    },
    terms: {
      title: 'Terms & Conditions for Coaches',
      sections: [
        {
          heading: 'Publishing',
          body: 'You are responsible for the accuracy of your workshops, schedules and resources.',
        },
        {
          heading: 'Fees and payouts',
          body: 'Exceed keeps a platform fee on each paid booking; the rest is paid out to you.',
        },
        {
          heading: 'Cancellations',
          body: 'If you cancel a schedule, booked clients are refunded in full and notified.',
        },
      ],
    },
  },
};
