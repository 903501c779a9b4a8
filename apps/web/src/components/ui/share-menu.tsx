import { Check, Download, Link2, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { COPIED_CONFIRMATION_MS } from '../../config/constants';
import { buttonClasses } from './button';
import { copyText } from './share-button';

export interface ShareMenuProps {
  /** The system sheet's title. */
  title: string;
  /** The system sheet's short text (the URL goes apart). */
  text: string;
  /** Absolute, naming the period (`?data=`), so a friend reads the same text tomorrow. */
  url: string;
  /** WhatsApp's whole message, the URL included. */
  whatsappText: string;
  /** A 1080×1920 image, offered as "Baixar imagem para Stories". */
  storyImage?: { href: string; filename: string };
}

const ITEM =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm text-text hover:bg-white/5 hover:text-soft-gold focus-visible:bg-white/5';

/**
 * reach.md §3 "Compartilhar": the system share sheet where the browser has one (title, text, URL);
 * elsewhere a small disclosure menu with WhatsApp, "Copiar link" (confirmed aloud through a live
 * region) and the story image. Escape or a click outside closes it and gives focus back to the button.
 */
export function ShareMenu({ title, text, url, whatsappText, storyImage }: ShareMenuProps) {
  const [native] = useState(() => typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLAnchorElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

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

  const share = async () => {
    if (!native) {
      setOpen((was) => !was);
      return;
    }
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the sheet is no failure; anything else falls back to the menu.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setOpen(true);
    }
  };

  const copy = async () => {
    const copied = await copyText(url);
    close();
    say(copied ? 'Link copiado.' : 'Não deu para copiar. Copie o endereço na barra do navegador.');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div ref={root} className="relative inline-flex flex-col items-start" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        onClick={share}
        className={buttonClasses('secondary')}
        {...(native ? {} : { 'aria-expanded': open, 'aria-controls': menuId })}
      >
        {status ? (
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
          {storyImage && (
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
        </ul>
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm text-teal">
        {status}
      </p>
    </div>
  );
}
