import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** Storybook's rsbuild builder reads this file; without pluginReact() every story fails to render. */
export default defineConfig({
  plugins: [pluginReact()],
});
