import { rspack } from '@rspack/core';
import { createAppConfig } from '../tools/app-config.ts';

const config = createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  devPort: 3100,
  entry: './src/bootstrap.tsx',
  title: 'Exceed',
});

// remotes.json ships beside index.html as the default map; operators edit the deployed copy to move a remote.
config.plugins?.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'remotes.json' }] }));

export default config;
