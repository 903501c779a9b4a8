import type { Changelog } from '@constelar/contract';
import { ArrowLeft, Plus, RefreshCw, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCreateChangelog } from '../api/create-changelog';
import { useDeleteChangelog } from '../api/delete-changelog';
import { useAdminChangelogs } from '../api/get-admin-changelogs';
import { useToggleChangelogPublish } from '../api/toggle-changelog-publish';
import { useUpdateChangelog } from '../api/update-changelog';
import {
  emptyForm,
  formFromChangelog,
  toChangelogInput,
  type ChangelogFormValues,
} from '../lib/changelog-form';
import { ChangelogAdminItem } from './changelog-admin-item';
import { ChangelogFormDialog } from './changelog-form-dialog';

const DELETE_CONFIRM = 'Tem certeza de que deseja excluir este changelog?';

type Editor =
  | { mode: 'create'; initial: ChangelogFormValues }
  | { mode: 'edit'; id: string; initial: ChangelogFormValues };

export function AdminChangelogPage() {
  const list = useAdminChangelogs();
  const create = useCreateChangelog();
  const update = useUpdateChangelog();
  const toggle = useToggleChangelogPublish();
  const remove = useDeleteChangelog();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  // Bumped on each open so the form remounts with fresh state.
  const [formKey, setFormKey] = useState(0);

  const openEditor = (next: Editor) => {
    create.reset();
    update.reset();
    setFormKey((k) => k + 1);
    setEditor(next);
  };
  const closeEditor = () => {
    setEditor(null);
    create.reset();
    update.reset();
  };

  const saving = create.isPending || update.isPending;
  const submitError = create.isError
    ? errorMessage(create.error, 'Erro ao criar changelog.')
    : update.isError
      ? errorMessage(update.error, 'Erro ao atualizar changelog.')
      : null;

  const save = (values: ChangelogFormValues) => {
    if (!editor || saving) return;
    const input = toChangelogInput(values);
    // On success the list refetches (the hooks invalidate it) and the form clears and closes.
    if (editor.mode === 'create') create.mutate(input, { onSuccess: closeEditor });
    else update.mutate({ id: editor.id, input }, { onSuccess: closeEditor });
  };

  const onToggle = (changelog: Changelog) => {
    setActionError(null);
    toggle.mutate(changelog.id, {
      onError: (e) => setActionError(errorMessage(e, 'Erro ao alterar status de publicação.')),
    });
  };

  const onDelete = (changelog: Changelog) => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setActionError(null);
    remove.mutate(changelog.id, {
      onError: (e) => setActionError(errorMessage(e, 'Erro ao deletar changelog.')),
    });
  };

  const busyId = toggle.isPending ? toggle.variables : remove.isPending ? remove.variables : undefined;
  const newChangelog = () => openEditor({ mode: 'create', initial: emptyForm() });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 pb-16 animate-fade-in">
      <header className="flex flex-col gap-4">
        <Link
          to="/admin"
          className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full pr-3 text-sm text-muted transition duration-200 ease-out hover:text-soft-gold"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Voltar ao Dashboard Admin
        </Link>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="gold-text text-3xl sm:text-4xl">Gerenciar Changelogs</h1>
            <p className="mt-1 text-muted">
              Escreva, revise e publique as novidades que chegam a quem usa o Constelar.
            </p>
          </div>
          <Button onClick={newChangelog} className="shrink-0">
            <Plus className="h-4 w-4" aria-hidden="true" />
            Novo Changelog
          </Button>
        </div>
      </header>

      <div
        role="alert"
        className="empty:hidden rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
      >
        {list.isError ? errorMessage(list.error, 'Erro ao buscar changelogs.') : actionError}
      </div>

      {list.isPending ? (
        <div role="status" className="glass grid min-h-[30vh] place-items-center text-muted">
          <span className="flex items-center gap-3">
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-gold/30 border-t-gold"
              aria-hidden="true"
            />
            Carregando changelogs...
          </span>
        </div>
      ) : list.isError ? (
        <div className="glass flex flex-col items-center gap-4 p-8 text-center">
          <p className="text-muted">A lista de versões não respondeu desta vez.</p>
          <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Tentar novamente
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <section className="glass flex flex-col items-center gap-4 px-6 py-12 text-center">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-gold/10 text-gold">
            <ScrollText className="h-8 w-8" aria-hidden="true" />
          </span>
          <h2 className="text-xl text-soft-gold">Nenhum changelog criado</h2>
          <p className="max-w-sm text-muted">
            Conte aos viajantes o que há de novo no céu do Constelar: cada versão começa com uma primeira
            nota.
          </p>
          <Button onClick={newChangelog}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Criar Primeiro Changelog
          </Button>
        </section>
      ) : (
        <section aria-label="Changelogs" className="flex flex-col gap-4">
          {list.data.map((changelog) => (
            <ChangelogAdminItem
              key={changelog.id}
              changelog={changelog}
              busy={busyId === changelog.id}
              onToggle={() => onToggle(changelog)}
              onEdit={() =>
                openEditor({ mode: 'edit', id: changelog.id, initial: formFromChangelog(changelog) })
              }
              onDelete={() => onDelete(changelog)}
            />
          ))}
        </section>
      )}

      {editor && (
        <ChangelogFormDialog
          key={formKey}
          mode={editor.mode}
          initial={editor.initial}
          pending={saving}
          submitError={submitError}
          onSubmit={save}
          onCancel={closeEditor}
        />
      )}
    </div>
  );
}
