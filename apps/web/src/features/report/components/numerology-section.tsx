import type { PersonalContent } from '@constelar/contract';
import { Link } from 'react-router';
import { numberEntries, type NumberEntry } from '../lib/numerology-entries';
import { groupBySameAs, joinRoles } from '../lib/same-as';
import { ReadMore } from './read-more';
import { SectionHeading } from './section-heading';

const isMaster = (n: number) => n === 11 || n === 22 || n === 33;

function Trail({ label, trail }: { label?: string; trail: string }) {
  return (
    <p className="rounded-lg bg-night/50 px-3 py-2 text-sm leading-relaxed tabular-nums break-words text-soft-gold/90">
      <span className="text-muted">{label ? `${label}: ` : 'Cálculo: '}</span>
      {trail}
    </p>
  );
}

/** One number, with every role it holds: the texts once, each role's own sum below. */
function NumberCard({ head, also }: { head: NumberEntry; also: NumberEntry[] }) {
  const roles = [head, ...also];
  const { value, detail } = head;
  const withTrail = roles.filter((r) => r.detail?.trail);
  return (
    <article
      className="glass flex flex-col p-5 sm:p-6"
      data-number={head.field}
      data-roles={roles.map((r) => r.field).join(' ')}
    >
      <header className="flex items-center gap-4">
        <span
          className="grid h-16 w-16 shrink-0 place-items-center rounded-full border border-gold/40 bg-gradient-to-br from-violet to-deep font-serif text-3xl text-soft-gold shadow-[0_0_30px_-10px_rgba(212,175,55,0.7)]"
          aria-hidden="true"
        >
          {value}
        </span>
        <div className="min-w-0">
          <h3 className="font-serif text-lg leading-snug text-soft-gold">
            {joinRoles(roles.map((r) => r.name))}
            {also.length > 0 && <span className="sr-only">: {value}</span>}
          </h3>
          <p className="text-sm text-muted">
            <span className="sr-only">Valor: </span>
            {isMaster(value) ? `${value}, número mestre` : `Número ${value}`}
            {also.length > 0 && ` nos ${roles.length} papéis`}
          </p>
        </div>
      </header>
      <div className="mt-4 space-y-2">
        {withTrail.map((r) => (
          <Trail key={r.field} label={also.length > 0 ? r.name : undefined} trail={r.detail!.trail} />
        ))}
      </div>
      {detail?.text && (
        <div className="mt-4">
          <ReadMore collapsedClass="max-h-36">
            {detail.text
              .split(/\n{2,}/)
              .filter(Boolean)
              .map((p, i) => (
                <p key={i} className="leading-relaxed text-text/95 [&+p]:mt-3">
                  {p}
                </p>
              ))}
          </ReadMore>
        </div>
      )}
    </article>
  );
}

export function NumerologySection({ content }: { content: PersonalContent }) {
  const groups = groupBySameAs(numberEntries(content).map((e) => ({ ...e, sameAs: e.detail?.sameAs })));
  return (
    <section aria-labelledby="numerologia-titulo" id="numerologia" className="scroll-mt-24">
      <SectionHeading id="numerologia-titulo" eyebrow="Numerologia" title="Seus Números">
        Cada número nasce da sua data de nascimento ou das letras do seu nome. Abaixo de cada um está a conta
        que chegou até ele; quando o mesmo número ocupa mais de um papel, ele aparece uma vez só.
      </SectionHeading>
      <div className="grid gap-5 md:grid-cols-2 md:items-start">
        {groups.map(({ head, also }) => (
          <NumberCard key={head.field} head={head} also={also} />
        ))}
      </div>
      <Link
        to={`/numerologia?${new URLSearchParams({ nome: content.name, nascimento: content.birth.date })}`}
        className="mt-5 inline-flex min-h-11 items-center text-sm font-semibold text-teal underline-offset-4 hover:underline print:hidden"
      >
        Ver mapa numerológico completo
      </Link>
    </section>
  );
}
