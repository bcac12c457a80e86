import type { ApiModule } from '../../http/api-module.ts';
import { listAdminBookings, showAdminBooking } from './admin-bookings.ts';
import { listAdminDisputes } from './admin-disputes.ts';
import { listAuditEntries } from './audit-entries.ts';
import { exportAdminBookings } from './export-bookings.ts';
import { exportLedger } from './export-ledger.ts';
import { listFailedJobs, retryJob } from './failed-jobs.ts';
import { listMailPreviews } from './mail-previews.ts';
import { showOverview } from './overview.ts';
import { refundAdminBooking } from './refund-booking.ts';
import { resendVerification } from './resend-verification.ts';
import { checkScheduleSeatLedger } from './schedule-seat-ledger.ts';
import { reactivateTenant, suspendTenant } from './tenant-status.ts';
import { showTenantSummary } from './tenant-summary.ts';
import { listTrash, restoreFromTrash } from './trash.ts';
import { grantUserRole, revokeUserRole } from './user-roles.ts';
import { reactivateUser, suspendUser } from './user-status.ts';

/**
 * The super-admin's area (issue 22): /v1/admin/*, super-admins only (admin-access.ts). Every write here
 * leaves an audit row in its own transaction (audit/record-audit.ts).
 */
export const adminModule: ApiModule = {
  name: 'admin',
  routes: [
    showOverview,
    listAuditEntries,
    suspendUser,
    reactivateUser,
    grantUserRole,
    revokeUserRole,
    resendVerification,
    suspendTenant,
    reactivateTenant,
    showTenantSummary,
    listAdminBookings,
    exportAdminBookings,
    exportLedger,
    showAdminBooking,
    refundAdminBooking,
    listAdminDisputes,
    checkScheduleSeatLedger,
    listTrash,
    restoreFromTrash,
    listFailedJobs,
    retryJob,
    listMailPreviews,
  ],
};
