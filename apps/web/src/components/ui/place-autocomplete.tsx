import type { Place } from '@constelar/contract';
import { LoaderCircle, MapPin } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { api } from '../../lib/api-client';
import { describedBy, FieldLabel, FieldMessages, inputClasses } from './form-field';

const SEARCH_DEBOUNCE_MS = 200;
const SEARCH_LIMIT = 8;
const MIN_QUERY_LENGTH = 2;

export interface PlaceAutocompleteProps {
  id: string;
  label: string;
  value: string;
  /** Called on every keystroke with the free text, and with the place when one is chosen. */
  onChange: (value: string, place?: Place) => void;
  error?: string;
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

const secondary = (place: Place) => [place.state, place.country].filter(Boolean).join(', ');

/**
 * A place field with suggestions from GET /api/places, following the ARIA combobox pattern. Free text
 * stays valid: the server resolves whatever is typed, the list only helps to type it right.
 */
export function PlaceAutocomplete({
  id,
  label,
  value,
  onChange,
  error,
  placeholder,
  hint,
  disabled,
  className = '',
}: PlaceAutocompleteProps) {
  const [options, setOptions] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The text the current options answer; stale options are never shown for newer text.
  const optionsFor = useRef('');
  const listId = `${id}-lista`;
  const optionId = (index: number) => `${id}-opcao-${index}`;

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  const search = (query: string) => {
    window.clearTimeout(timer.current);
    inflight.current?.abort();
    if (query.trim().length < MIN_QUERY_LENGTH) {
      setOptions([]);
      setOpen(false);
      setLoading(false);
      return;
    }
    timer.current = window.setTimeout(async () => {
      const controller = new AbortController();
      inflight.current = controller;
      setLoading(true);
      try {
        const { data } = await api.get<Place[]>('/places', {
          params: { q: query.trim(), limit: SEARCH_LIMIT },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        const places = Array.isArray(data) ? data : [];
        setOptions(places);
        optionsFor.current = query.trim();
        setActive(-1);
        // Answers that arrive after the person moved on must not pop the list open again.
        setOpen(places.length > 0 && document.activeElement === inputRef.current);
      } catch {
        // Suggestions are a help, not a requirement: on failure the typed text is still submitted.
        if (!controller.signal.aborted) {
          setOptions([]);
          setOpen(false);
        }
      } finally {
        if (inflight.current === controller) {
          inflight.current = null;
          setLoading(false);
        }
      }
    }, SEARCH_DEBOUNCE_MS);
  };

  const cancelSearch = () => {
    window.clearTimeout(timer.current);
    inflight.current?.abort();
    setLoading(false);
  };

  const choose = (place: Place) => {
    cancelSearch();
    onChange(place.label, place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0 || optionsFor.current !== value.trim()) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        setActive(step === 1 ? 0 : options.length - 1);
        return;
      }
      setActive((current) => (current + step + options.length) % options.length);
    } else if (e.key === 'Enter') {
      const place = open && active >= 0 ? options[active] : undefined;
      if (place) {
        // Choosing an option must not submit the surrounding form.
        e.preventDefault();
        choose(place);
      }
    } else if (e.key === 'Escape') {
      cancelSearch();
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const expanded = open && options.length > 0;

  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <MapPin
          className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-soft-gold/80"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          className={`${inputClasses(Boolean(error))} pl-10 pr-10`}
          onChange={(e) => {
            onChange(e.target.value);
            search(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            cancelSearch();
            setOpen(false);
            setActive(-1);
          }}
        />
        {loading && (
          <LoaderCircle
            className="absolute right-4 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin text-muted"
            aria-hidden="true"
          />
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label="Lugares sugeridos"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-72 overflow-y-auto rounded-xl border border-gold/25 bg-deep p-1 shadow-2xl shadow-black/50 animate-fade-in"
        >
          {options.map((place, index) => (
            <li
              key={place.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input, so blur does not close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(place)}
              onMouseEnter={() => setActive(index)}
              className={`flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-3 py-2 ${
                index === active ? 'bg-violet text-soft-gold' : 'text-text'
              }`}
            >
              <span className="text-sm font-medium">{place.name}</span>
              {secondary(place) && <span className="text-xs text-muted">{secondary(place)}</span>}
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded
          ? `${options.length} ${options.length === 1 ? 'lugar encontrado' : 'lugares encontrados'}`
          : ''}
      </p>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
