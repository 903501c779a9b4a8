import type { HouseIngress, MemberLunation } from '@constelar/contract';
import { BODY_NAMES } from '@constelar/content/bodies';
import { SIGN_NAMES } from '@constelar/content/sign-names';
import { ECLIPSE_KIND_WORDS, PHASE_TITLES } from '@constelar/content/sky-event-names';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useHouseIngresses, useLunations } from '../api/get-member-sky';

const when = (iso: string) => format(new Date(iso), "dd 'de' MMM, yyyy 'às' HH'h'mm", { locale: ptBR });

function lunationTitle(l: MemberLunation): string {
  const sign = SIGN_NAMES[l.sign];
  if (l.type === 'eclipse') {
    const kind = (ECLIPSE_KIND_WORDS as Partial<Record<string, string>>)[l.kind] ?? '';
    return `Eclipse ${kind} ${l.body === 'sun' ? 'do Sol' : 'da Lua'} em ${sign}`;
  }
  return `${PHASE_TITLES[l.kind === 'new' ? 'new' : 'full']} em ${sign}`;
}

function ingressTitle(e: HouseIngress): string {
  const back = e.direction === 'retrograde' ? ' (retrógrado)' : '';
  return `${BODY_NAMES[e.body]} entra na sua casa ${e.house}${back}`;
}

function Entry({
  title,
  time,
  house,
  text,
}: {
  title: string;
  time: string;
  house: number | null;
  text: string;
}) {
  return (
    <li className="flex flex-col gap-1 border-b border-gold/10 py-3 last:border-b-0">
      <span className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-soft-gold">{title}</span>
        {house !== null && <span className="text-xs text-muted">casa {house}</span>}
      </span>
      <time dateTime={time} className="text-xs text-muted">
        {when(time)}
      </time>
      <p className="text-sm text-text/85">{text}</p>
    </li>
  );
}

/** "Seu céu" beside the timeline (daily.md §2): lunations and slow planets in the member's houses. */
export function MemberSkyPanels({ userId, from }: { userId: string | null; from: string }) {
  const lunations = useLunations(userId, from);
  const ingresses = useHouseIngresses(userId, from);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="lunacoes" className="glass p-4 sm:p-6">
        <h2 id="lunacoes" className="font-serif text-xl text-soft-gold">
          Lunações nas suas casas
        </h2>
        {lunations.isPending && userId !== null && <p className="mt-3 text-sm text-muted">Carregando...</p>}
        {lunations.isError && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {lunations.error.message}
          </p>
        )}
        {lunations.data && (
          <ul className="mt-2">
            {lunations.data.map((l) => (
              <Entry
                key={`${l.type}-${l.time}`}
                title={lunationTitle(l)}
                time={l.time}
                house={l.house}
                text={l.text}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="planetas-casas" className="glass p-4 sm:p-6">
        <h2 id="planetas-casas" className="font-serif text-xl text-soft-gold">
          Planetas lentos pelas casas
        </h2>
        {ingresses.isError && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {ingresses.error.message}
          </p>
        )}
        {ingresses.data &&
          (ingresses.data.length === 0 ? (
            <p className="mt-3 text-sm text-muted">
              Nenhum planeta lento muda de casa no seu mapa nestes dias (sem a hora de nascimento, as casas
              ficam em aberto).
            </p>
          ) : (
            <ul className="mt-2">
              {ingresses.data.map((e) => (
                <Entry
                  key={`${e.body}-${e.time}`}
                  title={ingressTitle(e)}
                  time={e.time}
                  house={e.house}
                  text={e.text}
                />
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}
