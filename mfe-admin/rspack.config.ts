import { createAppConfig, exposedModules } from '../tools/app-config.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_admin',
  devPort: 3105,
  entry: './src/index.ts',
  title: 'Exceed — admin',
  exposes: exposedModules(import.meta.dirname),
});
