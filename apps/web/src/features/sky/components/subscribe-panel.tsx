import { CalendarPlus, ChevronDown, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { calendarIcsPath } from '../lib/months';

/**
 * "Assinar no calendário" (sky.md §5): a year of events from the first day of `month`, as iCalendar. The
 * void-of-course Moons come by the dozen each month, so the reader chooses whether the agenda gets them.
 */
export function SubscribePanel({ month }: { month: string }) {
  const [withVoid, setWithVoid] = useState(true);
  const checkboxId = useId();
  const path = calendarIcsPath(month, withVoid);
  // Phones hand webcal: addresses to the calendar app, which then keeps the subscription up to date.
  const webcal = `webcal://${window.location.host}${path}`;
  // Google Agenda on Android opens neither webcal: nor .ics links; it subscribes only on the web, by URL.
  const https = `${window.location.origin}${path}`;
  const [android] = useState(() => /Android/i.test(navigator.userAgent));
  const urlId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(https);
      setCopied('Endereço copiado.');
    } catch {
      // No clipboard (an http page, a refused permission): the address is selected for a long press.
      urlRef.current?.select();
      setCopied('Selecionamos o endereço: copie-o com o menu do aparelho.');
    }
  };
  return (
    <section aria-labelledby="ceu-assinar" className="glass flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <h2 id="ceu-assinar" className="font-serif text-xl text-soft-gold">
            Leve o céu para a sua agenda
          </h2>
          <p className="mt-1 text-sm text-text/85">
            Doze meses de fases, ingressos, estações e eclipses a partir deste mês, em qualquer app que leia
            arquivos .ics. No celular,{' '}
            <a href={webcal} className="text-teal underline underline-offset-4 hover:text-soft-gold">
              abra no seu app de calendário
            </a>
            .
          </p>
        </div>
        <a href={path} className={buttonClasses('secondary', 'shrink-0')}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          Assinar no calendário
        </a>
      </div>
      <label
        htmlFor={checkboxId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 self-start text-sm text-text"
      >
        <input
          id={checkboxId}
          type="checkbox"
          checked={withVoid}
          onChange={(e) => setWithVoid(e.target.checked)}
          className="h-5 w-5 shrink-0 accent-[var(--color-gold)]"
        />
        Incluir os períodos de Lua fora de curso (cerca de 13 por mês)
      </label>
      <details open={android} className="group rounded-2xl border border-gold/15 bg-night/40 p-4">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold text-soft-gold [&::-webkit-details-marker]:hidden">
          Usa o Google Agenda no Android?
          <ChevronDown className="h-5 w-5 shrink-0 transition group-open:rotate-180" aria-hidden="true" />
        </summary>
        <div className="mt-2 flex flex-col gap-3 text-sm text-text/90">
          <p>
            O app do Google Agenda não assina calendários por link no celular. A assinatura se faz uma vez, no
            site, de um computador, e depois o céu aparece sozinho no app do celular:
          </p>
          <ol className="flex list-decimal flex-col gap-1.5 pl-5">
            <li>
              No computador, abra <strong className="text-soft-gold">calendar.google.com</strong> com a mesma
              conta Google do celular.
            </li>
            <li>Ao lado de “Outras agendas”, clique em “+” e depois em “Do URL”.</li>
            <li>Cole o endereço abaixo e clique em “Adicionar agenda”.</li>
            <li>
              Se os eventos não aparecerem no celular, abra o app, toque em Configurações, escolha a agenda
              nova e ative “Sincronizar”.
            </li>
          </ol>
          <label htmlFor={urlId} className="font-medium text-text">
            Endereço da agenda
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              ref={urlRef}
              id={urlId}
              type="text"
              readOnly
              value={https}
              onFocus={(e) => e.target.select()}
              className="min-h-11 min-w-0 flex-1 rounded-xl border border-gold/20 bg-night/60 px-3 text-sm text-text"
            />
            <button
              type="button"
              onClick={() => void copy()}
              className={buttonClasses('secondary', 'shrink-0')}
            >
              <Copy className="h-4 w-4" aria-hidden="true" />
              Copiar endereço
            </button>
          </div>
          <p role="status" className="min-h-5 text-teal">
            {copied}
          </p>
        </div>
      </details>
    </section>
  );
}
