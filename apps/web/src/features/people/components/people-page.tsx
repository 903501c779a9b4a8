import { PEOPLE_MAX, type Person } from '@constelar/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDeletePerson, usePeople } from '../../../lib/people-api';
import { RELATION_NAMES } from '../lib/relation-names';
import { PersonForm } from './person-form';

const dateOf = (wire: string) => wire.split('-').reverse().join('/');

/** /pessoas: the people whose births the member keeps (relations.md §2). */
export function PeoplePage() {
  const people = usePeople();
  const remove = useDeletePerson();
  // null: no form; 'new': adding; a person: editing.
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const list = people.data ?? [];

  const onDelete = (person: Person) => {
    if (window.confirm(`Apagar ${person.name} e os dados de nascimento guardados?`)) remove.mutate(person.id);
  };

  return (
    <section className="mx-auto max-w-3xl animate-fade-in" aria-labelledby="pessoas-title">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-teal">Sinastria</p>
        <h1 id="pessoas-title" className="gold-text mt-2 text-3xl leading-tight sm:text-5xl">
          Pessoas
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-text/90">
          Guarde o nascimento das pessoas da sua vida, com a permissão delas, para ver o mapa de cada uma e
          comparar com o seu na sinastria. Até {PEOPLE_MAX} pessoas.
        </p>
      </header>

      <div className="mt-8">
        {editing ? (
          <PersonForm person={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : (
          <div className="flex justify-center">
            <Button type="button" onClick={() => setEditing('new')}>
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              Adicionar pessoa
            </Button>
          </div>
        )}
      </div>

      <div className="mt-8" aria-live="polite">
        {people.isPending && <p className="text-center text-muted">Carregando suas pessoas…</p>}
        {people.isError && (
          <p role="alert" className="text-center text-danger">
            {people.error.message}
          </p>
        )}
        {people.isSuccess && list.length === 0 && (
          <p className="text-center text-muted">Nenhuma pessoa guardada ainda.</p>
        )}
        {remove.isError && (
          <p role="alert" className="text-center text-danger">
            {remove.error.message}
          </p>
        )}
      </div>
      {list.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label="Pessoas guardadas">
          {list.map((person) => (
            <li key={person.id} className="glass flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
              <div className="min-w-0 flex-1">
                <p className="font-serif text-lg text-soft-gold">{person.name}</p>
                <p className="text-sm text-muted">
                  {RELATION_NAMES[person.relation]} · {dateOf(person.birth.birthDate)}
                  {person.birth.birthTime ? `, ${person.birth.birthTime}` : ', hora desconhecida'} ·{' '}
                  {person.birth.birthPlace}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/pessoas/${encodeURIComponent(person.id)}/mapa`}
                  className={buttonClasses('ghost')}
                >
                  Mapa<span className="sr-only"> de {person.name}</span>
                </Link>
                <Link
                  to={`/sinastria?pessoa=${encodeURIComponent(person.id)}`}
                  className={buttonClasses('secondary')}
                >
                  Sinastria<span className="sr-only"> com {person.name}</span>
                </Link>
                <Button type="button" variant="ghost" onClick={() => setEditing(person)}>
                  Editar<span className="sr-only"> {person.name}</span>
                </Button>
                <Button type="button" variant="ghost" onClick={() => onDelete(person)}>
                  Apagar<span className="sr-only"> {person.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
