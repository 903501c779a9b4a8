import { Check, Download, Link2, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { COPIED_CONFIRMATION_MS } from '../../config/constants';
import { buttonClasses, type ButtonVariant } from './button';
import { canShareFiles, copyText, downloadBlob } from './share-button';

/**
 * A 1080×1920 image for Stories: `href` when anyone may fetch it (an `<a download>`, no script), `load`
 * when only script can have it (an owner's image behind the session, or one drawn in the browser).
 */
export type StoryImage = { filename: string } & (
  { href: string; load?: never } | { load: () => Promise<Blob>; href?: never }
);

/** The image's bytes, whichever way it comes. */
async function storyBlob(image: StoryImage): Promise<Blob> {
  if (image.load) return image.load();
  const answer = await fetch(image.href);
  if (!answer.ok) throw new Error(`imagem: ${answer.status}`);
  return answer.blob();
}

export interface ShareMenuProps {
  /** The system sheet's title. */
  title: string;
  /** The system sheet's short text (the URL goes apart). */
  text: string;
  /** Absolute, naming the period (`?data=`), so a friend reads the same text tomorrow. */
  url: string;
  /** WhatsApp's whole message, the URL included. */
  whatsappText: string;
  /** Offered as "Baixar imagem para Stories". Pass a stable object (useMemo) when it has `load`. */
  storyImage?: StoryImage;
  /**
   * Hand the image to the system sheet too, where the browser shares files (a reading, a report: the
   * picture is the point). Off for the horóscopo, whose link is what a friend needs (ADR 107).
   */
  shareImageFile?: boolean;
  variant?: ButtonVariant;
}

const LINK_COPIED = 'Link copiado.';

const ITEM =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm text-text hover:bg-white/5 hover:text-soft-gold focus-visible:bg-white/5';

/**
 * reach.md §3 "Compartilhar": the system share sheet where the browser has one (title, text, URL);
 * elsewhere a small disclosure menu with WhatsApp, "Copiar link" (confirmed aloud through a live
 * region) and the story image. Escape or a click outside closes it and gives focus back to the button.
 */
export function ShareMenu({
  title,
  text,
  url,
  whatsappText,
  storyImage,
  shareImageFile = false,
  variant = 'secondary',
}: ShareMenuProps) {
  const [native] = useState(() => typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  const [withFile] = useState(() => shareImageFile && storyImage !== undefined && canShareFiles());
  const [sharing, setSharing] = useState(false);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLAnchorElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Loaded when the button appears: the sheet must open close to the tap, which a slow drawing would outlast.
  const pendingImage = useRef<Promise<Blob> | undefined>(undefined);
  useEffect(() => {
    if (!withFile || !storyImage) return;
    pendingImage.current = storyBlob(storyImage);
    pendingImage.current.catch(() => {
      pendingImage.current = undefined;
    });
  }, [withFile, storyImage]);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const say = (message: string) => {
    window.clearTimeout(timer.current);
    setStatus(message);
    timer.current = window.setTimeout(() => setStatus(''), COPIED_CONFIRMATION_MS * 2);
  };

  /** The image as a file the sheet accepts, or undefined: then the link goes alone. */
  const imageFile = async (): Promise<File | undefined> => {
    if (!withFile || !storyImage) return undefined;
    try {
      const blob = await (pendingImage.current ?? storyBlob(storyImage));
      const file = new File([blob], storyImage.filename, { type: blob.type || 'image/png' });
      return navigator.canShare({ files: [file] }) ? file : undefined;
    } catch {
      return undefined;
    }
  };

  const share = async () => {
    if (!native) {
      setOpen((was) => !was);
      return;
    }
    // A second tap while the sheet is coming would open a second sheet, which browsers refuse.
    if (sharing) return;
    setSharing(true);
    try {
      const file = await imageFile();
      await navigator.share(file ? { title, text, url, files: [file] } : { title, text, url });
    } catch (error) {
      // Closing the sheet is no failure; anything else falls back to the menu.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setOpen(true);
    } finally {
      setSharing(false);
    }
  };

  const downloadImage = async (image: StoryImage) => {
    close();
    say('Preparando a imagem...');
    try {
      downloadBlob(await storyBlob(image), image.filename);
      // The browser shows the download itself.
      setStatus('');
    } catch {
      say('Não deu para preparar a imagem. Tente de novo.');
    }
  };

  const copy = async () => {
    const copied = await copyText(url);
    close();
    say(copied ? LINK_COPIED : 'Não deu para copiar. Copie o endereço na barra do navegador.');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div ref={root} className="inline-flex flex-col items-start" onKeyDown={onKeyDown}>
      {/* The menu hangs from the button itself, not below the status line. */}
      <div className="relative">
        <button
          ref={button}
          type="button"
          onClick={share}
          aria-busy={sharing}
          className={buttonClasses(variant)}
          {...(native ? {} : { 'aria-expanded': open, 'aria-controls': menuId })}
        >
          {status === LINK_COPIED ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Share2 className="h-4 w-4" aria-hidden="true" />
          )}
          Compartilhar
        </button>
        <div
          id={menuId}
          hidden={!open}
          className="absolute left-0 top-full z-20 mt-2 w-64 rounded-2xl border border-gold/30 bg-deep p-2 shadow-xl shadow-black/50"
        >
          <ul className="flex flex-col" aria-label="Compartilhar">
            <li>
              <a
                ref={firstItem}
                href={`https://wa.me/?text=${encodeURIComponent(whatsappText)}`}
                target="_blank"
                rel="noopener noreferrer"
                className={ITEM}
                onClick={() => setOpen(false)}
              >
                <MessageCircle className="h-4 w-4 text-teal" aria-hidden="true" />
                WhatsApp
              </a>
            </li>
            <li>
              <button type="button" className={ITEM} onClick={copy}>
                <Link2 className="h-4 w-4 text-teal" aria-hidden="true" />
                Copiar link
              </button>
            </li>
            {storyImage?.href !== undefined && (
              <li>
                <a
                  href={storyImage.href}
                  download={storyImage.filename}
                  className={ITEM}
                  onClick={() => setOpen(false)}
                >
                  <Download className="h-4 w-4 text-teal" aria-hidden="true" />
                  Baixar imagem para Stories
                </a>
              </li>
            )}
            {storyImage?.load !== undefined && (
              <li>
                <button type="button" className={ITEM} onClick={() => void downloadImage(storyImage)}>
                  <Download className="h-4 w-4 text-teal" aria-hidden="true" />
                  Baixar imagem para Stories
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm text-teal">
        {status}
      </p>
    </div>
  );
}
