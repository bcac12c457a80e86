import type { ApiModule } from '../http/api-module.ts';
import { authModule } from './auth/index.ts';
import { filesModule } from './files/index.ts';
import { healthModule } from './health/index.ts';
import { sessionModule } from './session/index.ts';

/** Every feature of the API, mounted under /v1 by createApp. A new feature adds its module here. */
export const apiModules: readonly ApiModule[] = [healthModule, sessionModule, authModule, filesModule];
