import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, kept up to date: the timeline draws in real pixels so its text and diamonds
 * keep their size on a phone instead of shrinking with a viewBox. `fallback` serves before the first
 * measure and where there is no layout (tests).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = el.getBoundingClientRect().width;
      if (w > 0) setWidth(Math.round(w));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
