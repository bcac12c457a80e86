import { createAppConfig, exposedModules } from '../tools/app-config.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_settings',
  devPort: 3104,
  entry: './src/index.ts',
  title: 'Exceed — settings',
  exposes: exposedModules(import.meta.dirname),
});
