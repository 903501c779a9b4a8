import { PUSH_DEFAULT_HOUR, PUSH_TOPICS, type PushTopic } from '@constelar/contract/constants';
import { SIGN_NAMES } from '@constelar/content/sign-names';
import { SIGNS, type Sign } from '@constelar/core/codes';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useOwnChart } from '../../../../lib/own-chart-query';
import { useSessionUser } from '../../../../lib/session';
import type { TimedMessage } from '../../hooks/use-timed-message';
import {
  disablePush,
  enablePush,
  pushSupport,
  PUSH_WORDS,
  sendTestPush,
  storedPush,
  updatePush,
  type StoredPush,
} from '../../../../lib/web-push';

/** Each topic as the person reads it (push.md §2). */
const TOPIC_LABELS: Record<PushTopic, { label: string; hint: string }> = {
  horoscope: { label: 'Horóscopo do dia', hint: 'O do seu signo, na hora que você escolher.' },
  lunations: { label: 'Luas Novas, Luas Cheias e eclipses', hint: 'Na manhã do dia em que acontecem.' },
  'void-of-course': { label: 'Lua fora de curso', hint: 'Quando começa, no máximo uma vez por dia.' },
  day: { label: 'Seu dia', hint: 'A Lua, o dia pessoal e o trânsito do dia sobre o seu mapa.' },
  transits: {
    label: 'Trânsitos exatos',
    hint: 'Na manhã em que Júpiter, Saturno, Urano, Netuno ou Plutão tocam o seu mapa.',
  },
  'house-ingresses': {
    label: 'Planetas lentos nas suas casas',
    hint: 'Na manhã em que um deles entra numa casa do seu mapa.',
  },
};

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The profile's "Notificações" tab: the topics as switches, the sign and the hour, a test message and
 * "Desativar". Nothing asks for permission until "Ativar notificações" is pressed.
 */
export function NotificationsTab({ notify }: { notify: (text: string, tone: TimedMessage['tone']) => void }) {
  const [active, setActive] = useState<StoredPush | null>(() => storedPush());
  const [topics, setTopics] = useState<PushTopic[]>(active?.topics ?? ['horoscope', 'lunations']);
  // The sign chosen here, else the member's own Sun from the profile's chart (issue #45), else Áries
  // while the profile has no birth.
  const [chosenSign, setSign] = useState<Sign | null>((active?.sign as Sign | null) ?? null);
  const ownSun = useOwnChart(useSessionUser()?.id ?? null).data?.astrology.sun.signCode as Sign | undefined;
  const sign = chosenSign ?? ownSun ?? 'aries';
  const [hour, setHour] = useState(active?.hour ?? PUSH_DEFAULT_HOUR);
  const [busy, setBusy] = useState(false);
  const [support, setSupport] = useState(() => pushSupport());
  const ids = { sign: useId(), hour: useId(), help: useId() };
  useEffect(() => setSupport(pushSupport()), []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify(error instanceof Error ? error.message : PUSH_WORDS.failed, 'error');
    } finally {
      setBusy(false);
    }
  };

  /** With notifications on, each change goes to the server at once; off, it only shapes the choice. */
  const save = (next: { topics?: PushTopic[]; sign?: Sign; hour?: number }) => {
    if (next.topics) setTopics(next.topics);
    if (next.sign) setSign(next.sign);
    if (next.hour !== undefined) setHour(next.hour);
    if (!active) return;
    void run(async () => {
      setActive(await updatePush(active.id, next));
      notify('Preferências de notificação salvas.', 'success');
    });
  };

  const activate = () =>
    run(async () => {
      const result = await enablePush({ topics, sign, hour });
      if (!result.ok) {
        setSupport(pushSupport());
        notify(PUSH_WORDS[result.reason], 'error');
        return;
      }
      setActive(result.subscription);
      notify('Notificações ativadas.', 'success');
    });

  const deactivate = () =>
    run(async () => {
      if (active) await disablePush(active.id);
      setActive(null);
      notify('Notificações desativadas neste aparelho.', 'success');
    });

  const test = () =>
    run(async () => {
      await sendTestPush();
      notify('Enviamos uma notificação de teste.', 'success');
    });

  if (support === 'unsupported')
    return <p className="py-6 text-center text-sm text-muted">{PUSH_WORDS.unsupported}</p>;

  return (
    <div className="flex flex-col gap-5">
      <p id={ids.help} className="text-sm text-muted">
        {active
          ? 'Este aparelho recebe as notificações marcadas abaixo, até 3 por dia e nunca entre 22h e 7h (a não ser na hora que você escolher).'
          : 'Escolha o que quer receber neste aparelho. O navegador pede sua permissão quando você tocar em "Ativar notificações".'}
      </p>
      {support === 'denied' && (
        <p role="alert" className="rounded-2xl border border-danger/40 p-3 text-sm text-danger">
          {PUSH_WORDS.denied}
        </p>
      )}
      <ul className="flex flex-col gap-2" aria-label="Tópicos">
        {PUSH_TOPICS.map((topic) => {
          const on = topics.includes(topic);
          const { label, hint } = TOPIC_LABELS[topic];
          return (
            <li key={topic}>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                disabled={busy}
                onClick={() => save({ topics: on ? topics.filter((t) => t !== topic) : [...topics, topic] })}
                className="flex min-h-11 w-full items-center justify-between gap-4 rounded-2xl border border-gold/15 bg-night/40 px-4 py-3 text-left hover:border-gold/40 disabled:opacity-60"
              >
                <span className="flex flex-col">
                  <span className="text-sm text-text">{label}</span>
                  <span className="text-xs text-muted">{hint}</span>
                </span>
                <span
                  aria-hidden="true"
                  className={`relative h-6 w-11 shrink-0 rounded-full transition ${on ? 'bg-gold' : 'bg-violet'}`}
                >
                  <span
                    className={`absolute top-1 h-4 w-4 rounded-full bg-night transition ${on ? 'left-6' : 'left-1'}`}
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <label htmlFor={ids.sign} className="flex flex-col gap-1 text-sm text-soft-gold">
          Signo do horóscopo
          <select
            id={ids.sign}
            value={sign}
            disabled={busy}
            onChange={(e) => save({ sign: e.target.value as Sign })}
            className="min-h-11 rounded-xl border border-gold/25 bg-night px-3 text-text"
          >
            {SIGNS.map((s) => (
              <option key={s} value={s}>
                {SIGN_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.hour} className="flex flex-col gap-1 text-sm text-soft-gold">
          Hora dos textos do dia (Brasília)
          <select
            id={ids.hour}
            value={hour}
            disabled={busy}
            onChange={(e) => save({ hour: Number(e.target.value) })}
            className="min-h-11 rounded-xl border border-gold/25 bg-night px-3 text-text"
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {`${String(h).padStart(2, '0')}h`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-3">
        {active ? (
          <>
            <Button variant="secondary" onClick={() => void test()} disabled={busy}>
              Enviar um teste
            </Button>
            <Button variant="ghost" onClick={() => void deactivate()} disabled={busy}>
              Desativar
            </Button>
          </>
        ) : (
          <Button
            onClick={() => void activate()}
            disabled={busy || topics.length === 0}
            aria-describedby={ids.help}
          >
            Ativar notificações
          </Button>
        )}
      </div>
    </div>
  );
}
