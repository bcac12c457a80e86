/** Whether a session has started. */
export const hasStarted = (iso: string) => Date.parse(iso) <= Date.now();
