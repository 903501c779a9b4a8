import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec<K extends string> {
  key: K;
  label: string;
  icon?: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home and End jump, and only the
 * selected tab is in the Tab order.
 */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
}: {
  tabs: readonly TabSpec<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === active);
    const target =
      e.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : null;
    if (target === null) return;
    e.preventDefault();
    const key = tabs[target]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // One row however many tabs: four in three columns broke into a two-row pill (issue #45).
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-full border border-gold/20 bg-night/50 p-1"
      >
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              data-autofocus={selected ? '' : undefined}
              onClick={() => onChange(tab.key)}
              className={`flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-full px-1.5 text-xs transition sm:px-2 sm:text-sm duration-200 ease-out ${
                selected
                  ? 'bg-gradient-to-r from-gold to-soft-gold font-semibold text-night shadow-[0_0_18px_-6px_rgba(212,175,55,0.7)]'
                  : 'text-text/80 hover:bg-white/5 hover:text-soft-gold'
              }`}
            >
              {/* The icon makes way for the word on a phone. */}
              <span className="hidden sm:contents">{tab.icon}</span>
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(active)}
        aria-labelledby={tabId(active)}
        tabIndex={0}
        className="mt-5 rounded-xl focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </>
  );
}
