export type { NavigationItem, NavigationProps, NavigationVariant } from './navigation.tsx';
export { Navigation } from './navigation.tsx';
export type { LinkRenderProps, RenderLink } from './render-link.tsx';
