import { createAppConfig, exposedModules } from '../tools/app-config.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_client',
  devPort: 3102,
  entry: './src/index.ts',
  title: 'Exceed — client area',
  exposes: exposedModules(import.meta.dirname),
});
