/** What a route tells the shell about itself through react-router's `handle`. */
export interface RouteHandle {
  /** Fixes the colour mode for the pages under this route. */
  colorMode?: 'light' | 'dark';
}
