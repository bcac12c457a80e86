import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;

const root = mkdtempSync(path.join(tmpdir(), 'exceed-layers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes a small tree of the repository's shape: file → its source. */
function tree(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

/** The rules broken in `dir`, as "rule: from → to". */
async function violations(dir: string): Promise<string[]> {
  const folders = ['api', 'contract', 'shell', 'design-system', 'mfe-one', 'mfe-two', 'tools'].filter(
    (folder) => existsSync(path.join(dir, folder)),
  );
  const result = await cruise(
    folders,
    { validate: true, ruleSet: { forbidden: config.forbidden }, baseDir: dir, tsPreCompilationDeps: true },
    {},
  );
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

const value = (name: string) => `export const ${name} = 1;\n`;

describe('the layer rules (.dependency-cruiser.cjs, run by npm run lint)', () => {
  it('refuse each wrong import the architecture names', async () => {
    const dir = tree('wrong', {
      'api/src/modules/bookings/route.ts': "export { seats } from '../schedules/seats.ts';\n",
      'api/src/modules/schedules/seats.ts': value('seats'),
      'api/src/payments/refund.ts': "export { seats } from '../modules/schedules/seats.ts';\n",
      'api/src/db/migrate.ts': "export { seed } from '../demo/seed.ts';\n",
      'api/src/demo/seed.ts': value('seed'),
      'mfe-one/src/features/a/page.ts':
        "export { b } from '../b/b.ts';\nexport { c } from '../../../../mfe-two/src/c.ts';\n",
      'mfe-one/src/features/b/b.ts': value('b'),
      'mfe-two/src/c.ts': value('c'),
      'tools/config.ts': "export { s } from '../shell/session/src/s.ts';\n",
      'shell/session/src/s.ts': value('s'),
      'design-system/src/button.ts': "export { shell } from '../../shell/src/shell.ts';\n",
      'shell/src/shell.ts': "export { c } from '../../mfe-two/src/c.ts';\nexport const shell = 1;\n",
      'mfe-two/src/lib/app.ts': "export { app } from '@exceed/api';\n",
      'design-system/src/form.ts': "export { errors } from '../../api/src/errors.ts';\n",
      'api/src/errors.ts': value('errors'),
      'contract/src/tag.ts': "export { shell } from '../../shell/src/shell.ts';\n",
    });
    expect(await violations(dir)).toEqual([
      'api-lower-layer-to-demo: api/src/db/migrate.ts → api/src/demo/seed.ts',
      'api-lower-layer-to-modules: api/src/payments/refund.ts → api/src/modules/schedules/seats.ts',
      'api-module-to-module: api/src/modules/bookings/route.ts → api/src/modules/schedules/seats.ts',
      'contract-to-front-end: contract/src/tag.ts → shell/src/shell.ts',
      'front-end-to-api: design-system/src/form.ts → api/src/errors.ts',
      'front-end-to-api: mfe-two/src/lib/app.ts → @exceed/api',
      'library-to-app: design-system/src/button.ts → shell/src/shell.ts',
      'remote-feature-to-feature: mfe-one/src/features/a/page.ts → mfe-one/src/features/b/b.ts',
      'remote-to-remote: mfe-one/src/features/a/page.ts → mfe-two/src/c.ts',
      'shell-to-remote-code: shell/src/shell.ts → mfe-two/src/c.ts',
      'workspace-src-by-relative-path: contract/src/tag.ts → shell/src/shell.ts',
      'workspace-src-by-relative-path: design-system/src/button.ts → shell/src/shell.ts',
      'workspace-src-by-relative-path: design-system/src/form.ts → api/src/errors.ts',
      'workspace-src-by-relative-path: mfe-one/src/features/a/page.ts → mfe-two/src/c.ts',
      'workspace-src-by-relative-path: shell/src/shell.ts → mfe-two/src/c.ts',
      'workspace-src-by-relative-path: tools/config.ts → shell/session/src/s.ts',
    ]);
  });

  it('let each layer import its own folder and the layers below it', async () => {
    const dir = tree('right', {
      'api/src/app.ts': "export { modules } from './modules/index.ts';\n",
      'api/src/modules/index.ts': "export { bookings as modules } from './bookings/index.ts';\n",
      'api/src/modules/bookings/index.ts': "export { route as bookings } from './route.ts';\n",
      'api/src/modules/bookings/route.ts': "export { reserve as route } from '../../bookings/capacity.ts';\n",
      'api/src/bookings/capacity.ts': "export { Booking as reserve } from '../models/booking.ts';\n",
      'api/src/models/booking.ts': value('Booking'),
      'api/src/process/once.ts': "export { seed } from '../demo/seed.ts';\n",
      'api/src/demo/seed.ts': "export { reserve as seed } from '../bookings/capacity.ts';\n",
      'api/src/demo/seed.test.ts': "export { seed } from './seed.ts';\n",
      'api/src/openapi/fuzz.test.ts': "export { seed } from '../demo/seed.ts';\n",
      'mfe-one/src/features/a/page.ts': "export { shared } from '../../lib/shared.ts';\n",
      'mfe-one/src/lib/shared.ts': value('shared'),
      'contract/src/index.ts': "export { money } from './money.ts';\n",
      'contract/src/money.ts': value('money'),
    });
    expect(await violations(dir)).toEqual([]);
  });
});
