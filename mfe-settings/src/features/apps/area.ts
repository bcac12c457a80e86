/**
 * The signed-in area an Apps page is shown in (SPEC §2: the client area /b, the coach area /c): its links
 * and the multiplai connection's return address stay in that area.
 */
export type Area = 'client' | 'coach';

const PREFIXES: Record<Area, string> = { client: '/b', coach: '/c' };

/** The Apps page of an area: /b/apps or /c/apps. */
export const appsPath = (area: Area) => `${PREFIXES[area]}/apps`;

/**
 * The multiplai page of an area: where a connection started there comes back to, also when it fails
 * (the API lands a failure on the multiplai page of the area its `redirect` names).
 */
export const multiplaiPath = (area: Area) => `${appsPath(area)}/multiplai`;
