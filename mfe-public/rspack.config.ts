import { createAppConfig, exposedModules } from '../tools/app-config.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_public',
  devPort: 3101,
  entry: './src/index.ts',
  title: 'Exceed — public pages',
  exposes: exposedModules(import.meta.dirname),
});
