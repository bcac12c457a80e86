import { createAppConfig, exposedModules } from '../tools/app-config.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_coach',
  devPort: 3103,
  entry: './src/index.ts',
  title: 'Exceed — coach area',
  exposes: exposedModules(import.meta.dirname),
});
