import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable that holds the height a bottom bar takes; the page and the hero leave it free. */
export const RESERVED_BOTTOM_VAR = '--reserved-bottom';

/**
 * While the element is mounted, its height is published as --reserved-bottom on <html> and added to the
 * page's bottom padding, so a fixed bar never hides the end of the page.
 */
export function useReservedBottom(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      root.style.setProperty(RESERVED_BOTTOM_VAR, height);
      document.body.style.paddingBottom = height;
      // Keyboard focus scrolled into view stops above the bar, not under it (issue #45).
      root.style.scrollPaddingBottom = height;
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(RESERVED_BOTTOM_VAR);
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [ref]);
}
