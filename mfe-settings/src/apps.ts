/**
 * The Apps pages this remote offers the shell (exposed as `./apps`): account-level, like the Settings
 * dialog, and shown inside either area's layout. Each takes the area (`'client'` or `'coach'`) so that its
 * links and the multiplai connection's return address stay in that area; the shell picks the paths.
 */
export { default as Apps } from './features/apps/apps-page.tsx';
export { default as Multiplai } from './features/apps/multiplai-page.tsx';
