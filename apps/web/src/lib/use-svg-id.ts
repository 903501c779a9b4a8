import { useId } from 'react';

/**
 * A unique id an SVG paint server can be named by in `url(#…)`. useId's own ids (`:r0:` in React 18) hold
 * characters a `url()` reference or a selector would have to escape; this keeps letters, digits and dashes.
 */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^\w-]/g, '')}`;
}
