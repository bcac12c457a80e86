/**
 * What jsdom lacks and Radix calls, for every workspace whose unit tests render components (their
 * vitest configs list this file in setupFiles): ResizeObserver, which popovers, tooltips, switches and
 * radios measure with, and pointer capture, which swipeable toasts use.
 */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
