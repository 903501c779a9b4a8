import { useEffect } from 'react';
import { scrollToHash } from '../lib/scroll';

/**
 * Sections that load on demand move the page as they arrive; each re-aims at the linked section on
 * mount, so /#formulario still ends at the form.
 */
export function useScrollToHashOnMount(): void {
  useEffect(() => scrollToHash(), []);
}
