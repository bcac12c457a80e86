import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteInfo } from '@exceed/session/site-info';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, CopyRspackPlugin, DefinePlugin, HtmlRspackPlugin } from '@rspack/core';
import { PrecompiledValidatorsPlugin } from './precompiled-validators.ts';

/**
 * Modules that must exist once per page: two copies of react or of the session store would split the app
 * into islands that cannot see each other's state. Every container (shell and remotes) declares the same
 * list; the shell bundles them eagerly into its one initial file and provides them, and the remotes
 * consume them (a file per shared module was a round trip apiece on the first visit). A shared module is bundled whole
 * (any container may use any export), so the design system is not shared: each container bundles, tree
 * shaken, the components it uses, and only its one piece of page-wide state, the toast list, is shared.
 * zustand and swr are used only inside the session package, which is shared, so they are not.
 */
const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@exceed/design-system/toast-store',
  '@exceed/session',
] as const;

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The package.json of the package in `dir`. */
function manifestOf(dir: string) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

function versionOf(pkg: string): string {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : (pkg.split('/')[0] ?? pkg);
  return `^${manifestOf(path.join(repoRoot, 'node_modules', base)).version}`;
}

/**
 * The modules a remote exposes: its package.json `exports`. The shell imports the types of the same paths
 * (`import type … from '@exceed/mfe-public/pages'`, shell/src/remotes/remote-catalogue.ts), so what is
 * exposed and what the shell is checked against are one list. Exposing a module is one `exports` entry.
 */
export function exposedModules(dir: string): Record<string, string> {
  const exposes: Record<string, unknown> = manifestOf(dir).exports ?? {};
  const files = Object.values(exposes);
  // A remote without exposes would silently be built as a host; a conditional export is no module path.
  if (files.length === 0 || files.some((file) => typeof file !== 'string'))
    throw new Error(`${dir}/package.json: "exports" must map each exposed module to its file`);
  return exposes as Record<string, string>;
}

/** The shared modules of a container: `eager` (the shell's) bundles them into its initial file. */
function sharedModules(eager: boolean) {
  const shared = Object.fromEntries(
    singletons.map((name) => [
      name,
      { singleton: true, eager, requiredVersion: versionOf(name), strictVersion: false } as Record<
        string,
        unknown
      >,
    ]),
  );
  // react-router is shared as the list of its exports we use (tools/react-router-shared.ts), tree shaken.
  shared['react-router'] = {
    ...shared['react-router'],
    import: path.join(repoRoot, 'tools', 'react-router-shared.ts'),
    version: versionOf('react-router').slice(1),
  };
  return shared;
}

/** The real package behind tools/react-router-shared.ts (its own name would be taken by the share). */
const reactRouterPackage = (production: boolean) =>
  path.join(
    repoRoot,
    'node_modules',
    'react-router',
    'dist',
    production ? 'production' : 'development',
    'index.js',
  );

/**
 * The federation plugin imports its bundler runtime as CommonJS, which cannot be tree shaken: aliased to
 * the same package's ES module build, a remote's entry leaves out the remote-loading and snapshot code it
 * never runs (disableRemote, disableSnapshot below), 13 KB of compressed JavaScript down to 8.
 */
const bundlerRuntime = (extension: string) =>
  path.join(
    repoRoot,
    'node_modules',
    '@module-federation',
    'webpack-bundler-runtime',
    'dist',
    `index.${extension}`,
  );

export interface AppOptions {
  /** The folder of the workspace being built (its package.json sits there). */
  dir: string;
  /** Federation name; remotes.json maps this name to the remote's manifest. */
  name: string;
  /** Port of the stand-alone dev server. */
  devPort: number;
  /** Modules a remote offers to the shell (`exposedModules(dir)`); absent for the shell itself. */
  exposes?: Record<string, string>;
  /** Entry of the page this package serves on its own (the shell's index, or a remote's stand-alone page). */
  entry: string;
  /** Page title of the stand-alone page. */
  title: string;
}

/** One rspack configuration for the shell and every remote, so they cannot drift apart. */
export function createAppConfig(options: AppOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const isHost = !options.exposes;
  // A deployed remote is only its container: the shell provides the federation runtime, so the remote's
  // entry does not carry a second copy of it. Its stand-alone page exists for its team's dev server only.
  const standalone = isHost || !production;
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: standalone ? { main: options.entry } : {},
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Remotes resolve their chunks from wherever their manifest was found, so remotes.json alone moves them.
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        'react-router-package': reactRouterPackage(production),
        [bundlerRuntime('cjs')]: bundlerRuntime('js'),
      },
      // The contract's form checks by the validators compiled at build time (PrecompiledValidatorsPlugin),
      // not by AJV's compiler, which would need 'unsafe-eval'.
      conditionNames: ['precompiled', '...'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        // The precompiled validators import AJV's CommonJS helpers by their default export, which only
        // the auto module type reads from `exports.default` (as Node's test runs do).
        { test: /contract[\\/]generated[\\/][^\\/]+\.js$/, type: 'javascript/auto' },
        { test: /\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset' },
      ],
    },
    plugins: [
      new PrecompiledValidatorsPlugin(),
      // The front end's environment is fixed when it is built (each branch deploys its own build); what
      // a deploy may change without a rebuild comes from /config.json at run time.
      new DefinePlugin({
        'process.env.APP_ENV': JSON.stringify(process.env.APP_ENV ?? 'development'),
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedModules(isHost),
        manifest: true,
        dts: false,
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !standalone }),
          // Every container runs in a browser: the runtime's Node.js paths are left out of the bundles.
          // A remote loads no remote of its own and finds none by manifest: only the shell needs that code.
          optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }) },
        },
      }),
      ...(standalone
        ? [
            new HtmlRspackPlugin({
              template: path.join(repoRoot, 'tools', 'index.ejs'),
              title: options.title,
              // From the root: the page answers every path (historyApiFallback), deep links included.
              publicPath: '/',
              // Crawlers read the page before any script runs: site info goes into the HTML itself.
              templateParameters: {
                siteName: siteInfo.name,
                siteShortName: siteInfo.shortName,
                siteDescription: siteInfo.description,
                twitterSite: siteInfo.twitterSite,
                // Open Graph wants an absolute address: APP_URL, the public origin, when it is known.
                ogImage: `${process.env.APP_URL ?? ''}${siteInfo.ogImageLink}`,
              },
            }),
          ]
        : []),
      // Files served as they are, at the root (the Open Graph image).
      ...(isHost ? [new CopyRspackPlugin({ patterns: [{ from: path.join(options.dir, 'public') }] })] : []),
    ],
    // A remote's page that split off every module it shares with another page fetched seven small files
    // for the home page alone: shared chunks under 60 KB (before compression) stay in each page's own.
    optimization: { splitChunks: isHost ? { chunks: 'async' } : { chunks: 'async', minSize: 60_000 } },
    performance: { hints: false },
    // Lazy compilation proxies dynamic imports, which the federation's async boundary depends on.
    lazyCompilation: false,
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The API and the runtime configuration it serves (api/src/web/web-mount.ts).
      proxy: [
        { context: ['/v1', '/config.json'], target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
      ],
    },
  };
}
