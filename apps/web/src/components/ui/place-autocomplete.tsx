import type { Place } from '@constelar/contract';
import { LoaderCircle, MapPin } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { placeDetail, sharedLabels } from '../../lib/place-detail';
import { placesQueryOptions } from '../../lib/places-query';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { describedBy, FieldLabel, FieldMessages, inputClasses } from './form-field';

const SEARCH_DEBOUNCE_MS = 200;
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What the person typed (choosing a place is not typing): the search follows it, once it settles.
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Only an answer to the text in the field is shown: never a list for older text.
  const settled = text === typed && text.length >= MIN_QUERY_LENGTH;
  const queryClient = useQueryClient();
  const places = useQuery(placesQueryOptions(text, open && settled));
  const options = settled ? (places.data ?? []) : [];
  const namesakes = sharedLabels(options);
  // Arrows act on the list only while it answers what the field shows (not after a place was chosen).
  const current = text === value.trim();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-lista`;
  const optionId = (index: number) => `${id}-opcao-${index}`;

  const close = () => {
    void queryClient.cancelQueries({ queryKey: ['places'] });
    setOpen(false);
    setActive(-1);
  };

  const choose = (place: Place) => {
    close();
    onChange(place.label, place);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0 || !current) return;
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
      if (open) {
        e.preventDefault();
        e.stopPropagation();
      }
      close();
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
            setTyped(e.target.value.trim());
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {open && places.isFetching && (
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
          {options.map((place, index) => {
            const detail = placeDetail(place, namesakes.has(place.label));
            return (
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
                {detail && <span className="text-xs text-muted">{detail}</span>}
              </li>
            );
          })}
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
