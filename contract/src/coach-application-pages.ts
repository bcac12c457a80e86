// A module of its own: the home page links to the form, and importing the schemas beside it would bring
// them (and the fields they use) into the first visit's JavaScript.
/**
 * Where the pages of the application live (inside the areas /b/* and /admin/*, whose remotes route below
 * them): the form and its status (mfe-client), and the super-admins' review (mfe-admin). The home page's
 * "Become a coach" and the mails link to them.
 */
export const COACH_APPLICATION_PAGES = {
  form: '/b/become-a-coach',
  review: '/admin/coach-applications',
  coachHome: '/c',
} as const;
