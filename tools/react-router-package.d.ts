// The alias of tools/app-config.ts: the react-router package itself, behind its shared export list.
declare module 'react-router-package' {
  export * from 'react-router';
}
