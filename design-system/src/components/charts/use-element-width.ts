import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width of an element in CSS px, following resizes, so an SVG can be drawn at its real size (text and
 * strokes stay crisp, unlike a stretched viewBox). `fallback` where it cannot be measured (jsdom).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback = 600): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width > 0 ? width : fallback;
}
