/** The API's answers as the coach area reads them: the contract's own types (api/src/contract). */
import type {
  BookingResource,
  BookingSeatResource,
  PayoutSummaryResource,
  WorkshopResource,
  WorkshopResourceItem,
  WorkshopScheduleResource,
  WorkshopTemplateResource,
} from '@exceed/api/contract';

export interface Page<T> {
  data: T[];
  meta: { currentPage: number; lastPage: number; total: number; perPage: number };
}

export interface One<T> {
  data: T;
}

export type Workshop = WorkshopResource;
export type ContentStatus = Workshop['status'];
export type WorkshopTemplate = WorkshopTemplateResource;
export type Schedule = WorkshopScheduleResource;
export type ScheduleStatus = Schedule['status'];
export type Resource = WorkshopResourceItem;
export type Payout = PayoutSummaryResource;
export type Booking = BookingResource;
export type BookingStatus = Booking['status'];
export type Seat = BookingSeatResource;
