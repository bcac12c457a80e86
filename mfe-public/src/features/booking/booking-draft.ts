import type { BookingAnswersInput } from '@exceed/contract';

/** What a visitor typed on a booking page: kept in the tab so a sign-in, a 3-D Secure page or a reload loses nothing. */
export interface BookingDraft {
  seats: number;
  address: {
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    zip: string;
    country: string;
    /** The company the seats are bought for, and its VAT ID (the booking page asks them; a claim does not). */
    companyName?: string;
    vatId?: string;
  };
  /** Answers to the workshop's booking questions, by question id. */
  answers: BookingAnswersInput;
  /** Each person pays for their own seat (several seats only). */
  inviteesPay: boolean;
  /** The promo code applied, upper-cased as the server keeps codes. */
  code?: string | undefined;
  /** The PENDING booking made for this draft, once the visitor went on to pay. */
  bookingId?: string;
}

export const emptyDraft = (): BookingDraft => ({
  seats: 1,
  answers: {},
  inviteesPay: false,
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zip: '', country: '' },
});

const keyOf = (scheduleId: string) => `exceed:booking:${scheduleId}`;

export function loadDraft(scheduleId: string): BookingDraft | null {
  try {
    const saved = sessionStorage.getItem(keyOf(scheduleId));
    return saved ? { ...emptyDraft(), ...(JSON.parse(saved) as Partial<BookingDraft>) } : null;
  } catch {
    return null;
  }
}

export function saveDraft(scheduleId: string, draft: BookingDraft): void {
  sessionStorage.setItem(keyOf(scheduleId), JSON.stringify(draft));
}

export function clearDraft(scheduleId: string): void {
  sessionStorage.removeItem(keyOf(scheduleId));
}
