/** The API's answers as the coach area reads them (the contract's schemas in api/src/contract). */

export interface Page<T> {
  data: T[];
  meta: { currentPage: number; lastPage: number; total: number; perPage: number };
}

export interface One<T> {
  data: T;
}

export type ContentStatus = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';

export interface Workshop {
  id: string;
  workshopTemplateId?: string | null;
  coachId: string;
  title: string;
  slug: string;
  description?: string | null;
  image?: string | null;
  video?: string | null;
  price: number;
  currency: string;
  minSeats: number;
  maxSeats: number;
  status: ContentStatus;
  createdAt?: string;
  updatedAt?: string;
}

export interface WorkshopTemplate {
  id: string;
  title: string;
  description?: string | null;
  image?: string | null;
  video?: string | null;
  level: string;
  price: number;
  currency: string;
  status: ContentStatus;
}

export type ScheduleStatus = 'DRAFT' | 'PUBLISHED' | 'CANCELLED' | 'COMPLETED';

export interface Schedule {
  id: string;
  coachId: string;
  workshopId: string;
  workshop: { id: string; title: string };
  startDate: string;
  endDate: string;
  timezone?: string;
  country?: string | null;
  location?: string | null;
  level?: string;
  status: ScheduleStatus;
  visibility: 'PUBLIC' | 'PRIVATE' | 'UNLISTED';
  mode: 'IN-PERSON' | 'ONLINE' | 'HYBRID';
}

export interface Resource {
  id: string;
  workshopId: string;
  title: string;
  description?: string | null;
  type: 'file' | 'link' | 'video' | 'document' | 'agent' | 'bundle';
  url?: string | null;
  filePath?: string | null;
  fileSize?: number | null;
  fileType?: string | null;
  sortOrder: number;
  isVisible: boolean;
  isBroadcast: boolean;
}

export interface Payout {
  workshopId: string;
  workshopTitle: string;
  currency: string;
  bookings: number;
  gross: number;
  platformFees: number;
  refunds: number;
  payout: number;
}

export type BookingStatus = 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'NO_SHOW';

export interface Booking {
  id: string;
  userId: string;
  workshopScheduleId: string;
  seats: number;
  status: BookingStatus;
  price: number;
  amountDue: number;
  amountPaid: number;
  amountRefunded: number;
  currency: string;
  paymentMethod?: string | null;
  paymentTransactionId?: string | null;
  notes?: string | null;
  coachNotes?: string | null;
  cancellationReason?: string | null;
  address?: {
    addressLine1: string;
    addressLine2?: string | null;
    city: string;
    state: string;
    zip: string;
    country: string;
  };
  user?: { id: string; username: string; email: string };
  workshopSchedule?: {
    id: string;
    startDate: string;
    endDate: string;
    status: string;
    coachId: string;
    workshop: { id: string; title: string };
  };
  confirmedAt?: string | null;
  cancelledAt?: string | null;
  createdAt?: string;
}

export interface Seat {
  id: string;
  bookingId: string;
  userId: string | null;
  email: string | null;
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED';
  attended: boolean;
  attendanceNotes?: string | null;
  createdAt: string;
}
