import type { ApiModule } from '../../http/api-module.ts';
import { createAnnouncement, listAnnouncementRecipients, listAnnouncements } from './announcements.ts';
import { checkInAttendee, listSessionCheckIns, undoSessionCheckIn } from './check-ins.ts';
import { createWorkshopSchedule } from './create-workshop-schedule.ts';
import { deleteWorkshopSchedule } from './delete-workshop-schedule.ts';
import { exportScheduleAttendees } from './export-schedule-attendees.ts';
import { listWorkshopSchedules } from './list-workshop-schedules.ts';
import { restoreWorkshopSchedule } from './restore-workshop-schedule.ts';
import { runScheduleAnyway } from './run-anyway.ts';
import {
  addScheduleSession,
  addScheduleSessionSeries,
  cancelScheduleSession,
  updateScheduleSession,
} from './schedule-sessions.ts';
import { showWorkshopSchedule } from './show-workshop-schedule.ts';
import { replaceWorkshopSchedule, updateWorkshopSchedule } from './update-workshop-schedule.ts';

/**
 * Workshop schedules of the current tenant (X-Team): CRUD and restore, their sessions and check-ins, the export of a schedule's
 * attendees, and the announcements written to its people (policies/announcement-policy.ts). Who may do what:
 * policies/catalogue-policy.ts (members read; a coach manages their own; a super-admin everything).
 */
export const workshopSchedulesModule: ApiModule = {
  name: 'workshop-schedules',
  routes: [
    listWorkshopSchedules,
    createWorkshopSchedule,
    showWorkshopSchedule,
    updateWorkshopSchedule,
    replaceWorkshopSchedule,
    deleteWorkshopSchedule,
    restoreWorkshopSchedule,
    exportScheduleAttendees,
    listAnnouncements,
    createAnnouncement,
    listAnnouncementRecipients,
    addScheduleSession,
    addScheduleSessionSeries,
    updateScheduleSession,
    cancelScheduleSession,
    listSessionCheckIns,
    checkInAttendee,
    undoSessionCheckIn,
    runScheduleAnyway,
  ],
};
