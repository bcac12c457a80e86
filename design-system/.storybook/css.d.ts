/** Stylesheets are side-effect imports handled by the bundler. */
declare module '*.css';
