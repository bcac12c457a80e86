/**
 * The layers of docs/architecture.md, checked on every import (`npm run lint:deps`, part of `npm run lint`).
 * A rule names what may not import what; a new folder fits the rules by where it sits, not by a new entry.
 */

/**
 * Every workspace folder: a package of its own, reached from another only through its package name. tools/
 * (the one build configuration every front end uses) is no package: it may be reached by path, but it too
 * reaches the workspaces by name.
 */
const WORKSPACE = '^(api|contract|design-system|shell/session|shell|mfe-[a-z]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-module-to-module',
      comment:
        'An API feature (api/src/modules/<feature>/) holds routes only and never imports another feature: what two features share lives in a layer below modules/ (STYLE.md 6 and 13).',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/' },
      to: { path: '^api/src/modules/', pathNot: ['^api/src/modules/$1/'] },
    },
    {
      name: 'api-lower-layer-to-modules',
      comment:
        'Only the app layer (app.ts, main.ts and modules/index.ts) mounts the features; domain, payments, presenters, db and the rest import downward, never a route module.',
      severity: 'error',
      from: {
        path: '^api/',
        pathNot: ['^api/src/modules/', '^api/src/(app|main)\\.ts$', '^api/test/test-app\\.ts$'],
      },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'api-lower-layer-to-demo',
      comment:
        'The demo data (demo/) sits at the top beside process/: it writes through the domain, and only the process that seeds a fresh database (process/once-per-app.ts) and tests run it; nothing below imports it.',
      severity: 'error',
      from: {
        path: '^api/',
        pathNot: ['^api/src/(demo|process)/', '^api/test/', '\\.test\\.ts$'],
      },
      to: { path: '^api/src/demo/' },
    },
    {
      name: 'api-modules-index-to-feature-internals',
      comment: 'modules/index.ts lists each feature by its index.ts, not by its internals.',
      severity: 'error',
      from: { path: '^api/src/modules/index\\.ts$' },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'remote-to-remote',
      comment:
        'A remote never imports another remote: each is built and deployed by its own team. What two remotes share lives in the design system, the session package or the contract.',
      severity: 'error',
      from: { path: '^(mfe-[a-z]+)/' },
      to: { path: '^mfe-[a-z]+/', pathNot: ['^$1/'] },
    },
    {
      name: 'shell-to-remote-code',
      comment:
        "The shell loads remotes at run time through Module Federation; it imports a remote's types only (erased at build), never its code.",
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^mfe-[a-z]+/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'remote-feature-to-feature',
      comment:
        "A feature of a remote never imports another feature of it (STYLE.md 6); what both need lives in that remote's lib/.",
      severity: 'error',
      from: { path: '^(mfe-[a-z]+/src/features)/([^/]+)/' },
      to: { path: '^$1/', pathNot: ['^$1/$2/'] },
    },
    {
      name: 'library-to-app',
      comment:
        'The design system and the session package sit below every front end: they never import the shell or a remote.',
      severity: 'error',
      from: { path: '^(design-system|shell/session)/' },
      to: { path: '^(shell/(?!session/)|mfe-[a-z]+/)' },
    },
    {
      name: 'front-end-to-api',
      comment:
        'What runs in the browser (the design system, the session package, the shell, every remote) and the contract never import the API, by its package name or by a path into its folder: what they share with it is the contract (@exceed/contract).',
      severity: 'error',
      from: { path: '^(contract|design-system|shell|mfe-[a-z]+)/' },
      to: { path: ['^api/', '^@exceed/api($|/)'] },
    },
    {
      name: 'contract-to-front-end',
      comment:
        'The contract sits below every package that imports it: it never imports the design system, the session package, the shell or a remote.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(design-system|shell|mfe-[a-z]+)/' },
    },
    {
      name: 'workspace-src-by-relative-path',
      comment:
        "Another workspace is reached through its package name (@exceed/…) and its exports, never by a relative path into its folder: a package's inside is its own.",
      severity: 'error',
      from: { path: '^(api|contract|design-system|shell/session|shell|mfe-[a-z]+|tools)/' },
      to: {
        path: WORKSPACE,
        pathNot: ['^$1/'],
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased-workspace'],
      },
    },
    {
      name: 'no-circular',
      comment:
        "Two files that import each other, directly or round a loop, are one thing split in two. Objection's models are the exception: their relationMappings name each other lazily (STYLE.md, objection examples).",
      severity: 'error',
      from: { path: '^(api|contract|design-system|shell|mfe-[a-z]+)/', pathNot: ['^api/src/models/'] },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
