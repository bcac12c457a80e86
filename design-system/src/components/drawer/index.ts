export type { DrawerProps, DrawerSide, DrawerSize } from './drawer.tsx';
export { Drawer } from './drawer.tsx';
