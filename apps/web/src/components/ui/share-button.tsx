import { Check, Download, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COPIED_CONFIRMATION_MS } from '../../config/constants';
import { buttonClasses, type ButtonVariant } from './button';

export type ShareState = 'idle' | 'sharing' | 'copied';

/** An image that goes with the share: shared as a file on phones, offered as a download elsewhere. */
export interface ShareImage {
  load: () => Promise<Blob>;
  filename: string;
}

export interface ShareButtonProps {
  title: string;
  text: string;
  url: string;
  variant?: ButtonVariant;
  className?: string;
  /** Visible label while idle. */
  label?: string;
  image?: ShareImage;
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

/** Copies text, through the async clipboard where it works, else a hidden textarea. */
export async function copyText(value: string): Promise<boolean> {
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

/** Whether this browser can hand files to the share sheet (phones, mostly; desktop browsers rarely). */
export function canShareFiles(): boolean {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([''], 'teste.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

/** Saves a blob through a temporary link: the one download path every desktop browser has. */
export function downloadBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

type DownloadState = 'idle' | 'loading' | 'failed';

function DownloadImageButton({ image, variant }: { image: ShareImage; variant: ButtonVariant }) {
  const [state, setState] = useState<DownloadState>('idle');
  const download = async () => {
    if (state === 'loading') return;
    setState('loading');
    try {
      downloadBlob(await image.load(), image.filename);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      aria-busy={state === 'loading'}
      data-state={state}
      className={buttonClasses(variant)}
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      <span aria-live="polite">
        {state === 'loading'
          ? 'Preparando imagem...'
          : state === 'failed'
            ? 'Não deu certo; tente de novo'
            : 'Baixar imagem'}
      </span>
    </button>
  );
}

/**
 * product.md §4 Share: idle → sharing → copied ('Copiado!' for 2 s). Native sharing when the browser
 * has it; otherwise the clipboard, with a textarea copy as the fallback. With an `image`, a browser that
 * shares files sends it along; any other gets a second button that downloads it. Pass a stable `image`
 * (useMemo): phones load it as soon as the button mounts.
 */
export function ShareButton({
  title,
  text,
  url,
  variant = 'secondary',
  className = '',
  label = 'Compartilhar',
  image,
}: ShareButtonProps) {
  const [state, setState] = useState<ShareState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const [filesShareable] = useState(() => image !== undefined && canShareFiles());
  // Loaded ahead on phones: the share sheet only opens close to the tap, not after a slow render.
  const pendingImage = useRef<Promise<Blob> | undefined>(undefined);
  useEffect(() => {
    if (filesShareable && image) pendingImage.current = image.load();
    pendingImage.current?.catch(() => undefined);
  }, [filesShareable, image]);

  /** The image as a file the share sheet accepts, or undefined when it cannot be had. */
  async function imageFile(): Promise<File | undefined> {
    if (!filesShareable || !image) return undefined;
    try {
      const blob = await (pendingImage.current ?? image.load());
      const file = new File([blob], image.filename, { type: blob.type || 'image/png' });
      return navigator.canShare({ files: [file] }) ? file : undefined;
    } catch {
      pendingImage.current = undefined;
      return undefined;
    }
  }

  const share = async () => {
    if (state === 'sharing') return;
    window.clearTimeout(timer.current);
    setState('sharing');
    const file = await imageFile();
    const data: ShareData = file ? { title, text, url, files: [file] } : { title, text, url };
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

  const button = (
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
  if (!image || filesShareable) return button;
  return (
    <>
      {button}
      <DownloadImageButton image={image} variant={variant === 'primary' ? 'secondary' : variant} />
    </>
  );
}
