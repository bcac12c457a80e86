// Stylesheets are imported for their side effect; the bundler injects them.
declare module '*.css';
