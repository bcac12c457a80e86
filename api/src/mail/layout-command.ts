import { writeFile } from 'node:fs/promises';
import { compileLayout } from './compile-layout.ts';
import { LAYOUT_HTML } from './layout.ts';

// `npm run mail:layout`: writes layout.html from layout.mjml after the layout is changed.
await writeFile(LAYOUT_HTML, await compileLayout());
