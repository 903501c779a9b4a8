import { Check, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COPIED_CONFIRMATION_MS } from '../../config/constants';
import { buttonClasses, type ButtonVariant } from './button';

export type ShareState = 'idle' | 'sharing' | 'copied';

export interface ShareButtonProps {
  title: string;
  text: string;
  url: string;
  variant?: ButtonVariant;
  className?: string;
  /** Visible label while idle. */
  label?: string;
}

/** Last resort for browsers without the async clipboard (or outside a secure context). */
function copyWithTextarea(value: string): boolean {
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const previous = document.activeElement as HTMLElement | null;
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previous?.focus?.();
  return copied;
}

async function copyText(value: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(value);
      return true;
    } catch {
      /* permission refused or insecure context: try the textarea */
    }
  }
  return copyWithTextarea(value);
}

/**
 * product.md §4 Share: idle → sharing → copied ('Copiado!' for 2 s). Native sharing when the browser
 * has it; otherwise the clipboard, with a textarea copy as the fallback.
 */
export function ShareButton({
  title,
  text,
  url,
  variant = 'secondary',
  className = '',
  label = 'Compartilhar',
}: ShareButtonProps) {
  const [state, setState] = useState<ShareState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const share = async () => {
    if (state === 'sharing') return;
    window.clearTimeout(timer.current);
    setState('sharing');
    const data = { title, text, url };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        setState('idle');
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to confirm, nothing to copy.
        if (error instanceof DOMException && error.name === 'AbortError') {
          setState('idle');
          return;
        }
      }
    }
    const copied = await copyText(`${text} ${url}`.trim());
    if (!copied) {
      setState('idle');
      return;
    }
    setState('copied');
    timer.current = window.setTimeout(() => setState('idle'), COPIED_CONFIRMATION_MS);
  };

  return (
    <button
      type="button"
      onClick={share}
      // Not disabled while sharing: disabling would drop keyboard focus; the guard above ignores repeats.
      aria-busy={state === 'sharing'}
      data-state={state}
      className={buttonClasses(variant, className)}
    >
      {state === 'copied' ? (
        <Check className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Share2 className="h-4 w-4" aria-hidden="true" />
      )}
      <span aria-live="polite">
        {state === 'copied' ? 'Copiado!' : state === 'sharing' ? 'Compartilhando...' : label}
      </span>
    </button>
  );
}
