import { ROLE_NAMES } from '@exceed/contract';

const BUILT_IN: readonly string[] = Object.values(ROLE_NAMES);

/** The roles the product itself relies on (SPEC §6: super-admin, coach): never renamed nor deleted. */
export const isBuiltInRole = (name: string): boolean => BUILT_IN.includes(name);
