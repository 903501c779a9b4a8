import type { ChangeType } from '@constelar/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import {
  CHANGE_TYPE_OPTIONS,
  hasErrors,
  newChangeRow,
  validateChangelogForm,
  type ChangelogFormErrors,
  type ChangelogFormValues,
} from '../lib/changelog-form';
import { ChangeTypeIcon } from '../../../components/ui/changelog-entry';

const FIELD =
  'mt-1.5 block min-h-11 w-full rounded-xl border bg-night/60 px-3.5 py-2.5 text-text placeholder:text-muted/70 transition duration-200 ease-out focus:border-gold/60 focus:outline-none focus-visible:outline-2 focus-visible:outline-soft-gold';
const fieldBorder = (invalid: boolean) => (invalid ? 'border-danger/70' : 'border-white/10');

function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {children}
    </p>
  );
}

export function ChangelogFormDialog({
  mode,
  initial,
  pending,
  submitError,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial: ChangelogFormValues;
  pending: boolean;
  submitError: string | null;
  onSubmit: (values: ChangelogFormValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ChangelogFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  // What takes the focus once the next render is committed: the first marked field, or a new row.
  // An effect, not a frame callback: a late frame on a busy phone would pull the caret away mid-typing.
  const [focusTarget, setFocusTarget] = useState<{ seq: number; rowKey?: string }>({ seq: 0 });
  useEffect(() => {
    if (focusTarget.seq === 0) return;
    const target = focusTarget.rowKey
      ? document.getElementById(`${ids}-${focusTarget.rowKey}-description`)
      : formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [focusTarget, ids]);

  const set = <K extends keyof ChangelogFormValues>(key: K, value: ChangelogFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field's error clears once the field is edited.
    if (key === 'version' || key === 'title') setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const setRow = (key: string, patch: { type?: ChangeType; description?: string }) => {
    setValues((v) => ({ ...v, changes: v.changes.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));
    if (patch.description !== undefined) {
      setErrors((e) => {
        if (!e.rows?.[key]) return e;
        const { [key]: _cleared, ...rows } = e.rows;
        return { ...e, rows: Object.keys(rows).length ? rows : undefined };
      });
    }
  };

  const addRow = () => {
    const row = newChangeRow();
    setValues((v) => ({ ...v, changes: [...v.changes, row] }));
    setErrors((e) => ({ ...e, changes: undefined }));
    // The new row's description takes the focus, so keyboard users can type at once.
    setFocusTarget((f) => ({ seq: f.seq + 1, rowKey: row.key }));
  };

  const removeRow = (key: string) =>
    setValues((v) => ({ ...v, changes: v.changes.filter((c) => c.key !== key) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const found = validateChangelogForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      setFocusTarget((f) => ({ seq: f.seq + 1 }));
      return;
    }
    onSubmit(values);
  };

  const title = mode === 'create' ? 'Criar Novo Changelog' : 'Editar Changelog';

  return (
    <Dialog open onClose={onCancel} title={title} className="max-w-2xl">
      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <label htmlFor={id('version')} className="text-sm font-medium text-text">
              Versão
            </label>
            <input
              id={id('version')}
              data-autofocus
              value={values.version}
              onChange={(e) => set('version', e.target.value)}
              placeholder="1.2.0"
              autoComplete="off"
              maxLength={30}
              aria-required="true"
              aria-invalid={Boolean(errors.version)}
              aria-describedby={errors.version ? id('version-error') : undefined}
              className={`${FIELD} ${fieldBorder(Boolean(errors.version))}`}
            />
            <FieldError id={id('version-error')}>{errors.version}</FieldError>
          </div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-white/10 bg-night/40 px-3.5 py-2.5 text-sm text-text sm:mb-0">
            <input
              type="checkbox"
              checked={values.isPublished}
              onChange={(e) => set('isPublished', e.target.checked)}
              className="h-5 w-5 accent-[var(--color-gold)]"
            />
            Publicar imediatamente
          </label>
        </div>

        <div>
          <label htmlFor={id('title')} className="text-sm font-medium text-text">
            Título
          </label>
          <input
            id={id('title')}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            placeholder="Ex.: Novas luas no seu mapa"
            maxLength={200}
            aria-required="true"
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? id('title-error') : undefined}
            className={`${FIELD} ${fieldBorder(Boolean(errors.title))}`}
          />
          <FieldError id={id('title-error')}>{errors.title}</FieldError>
        </div>

        <div>
          <label htmlFor={id('description')} className="text-sm font-medium text-text">
            Descrição (Opcional)
          </label>
          <textarea
            id={id('description')}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            placeholder="Um resumo do que esta versão traz para quem usa o Constelar."
            rows={3}
            maxLength={2000}
            className={`${FIELD} ${fieldBorder(false)} resize-y`}
          />
        </div>

        <fieldset aria-describedby={errors.changes ? id('changes-error') : undefined}>
          {/* A legend must be the fieldset's first child; the visible heading sits in the row with 'Adicionar'. */}
          <legend className="sr-only">Mudanças</legend>
          <div className="flex items-center justify-between gap-3">
            <p aria-hidden="true" className="text-sm font-medium text-text">
              Mudanças
            </p>
            <Button variant="secondary" onClick={addRow} className="px-4">
              <Plus className="h-4 w-4" aria-hidden="true" />
              Adicionar
            </Button>
          </div>
          <FieldError id={id('changes-error')}>{errors.changes}</FieldError>
          <ol className="mt-3 flex flex-col gap-3">
            {values.changes.map((row, index) => {
              const n = index + 1;
              const rowError = errors.rows?.[row.key];
              const descId = id(`${row.key}-description`);
              return (
                <li
                  key={row.key}
                  className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-2 rounded-xl border border-white/10 bg-night/30 p-3 sm:grid-cols-[auto_10rem_minmax(0,1fr)_auto]"
                >
                  <span
                    className="grid h-11 w-11 place-items-center rounded-xl bg-white/5"
                    title="O ícone acompanha o tipo"
                  >
                    <ChangeTypeIcon type={row.type} className="h-5 w-5" colored />
                  </span>
                  <div>
                    <label htmlFor={id(`${row.key}-type`)} className="sr-only">
                      Tipo da mudança {n}
                    </label>
                    <select
                      id={id(`${row.key}-type`)}
                      value={row.type}
                      onChange={(e) => setRow(row.key, { type: e.target.value as ChangeType })}
                      className={`${FIELD} ${fieldBorder(false)} mt-0`}
                    >
                      {CHANGE_TYPE_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value} className="bg-deep">
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  {/* Below the type on phones, beside it from sm up; DOM order keeps type → text → remove. */}
                  <div className="order-last col-span-3 sm:order-none sm:col-span-1">
                    <label htmlFor={descId} className="sr-only">
                      Descrição da mudança {n}
                    </label>
                    <input
                      id={descId}
                      value={row.description}
                      onChange={(e) => setRow(row.key, { description: e.target.value })}
                      placeholder="O que mudou?"
                      maxLength={300}
                      aria-required="true"
                      aria-invalid={Boolean(rowError)}
                      aria-describedby={rowError ? `${descId}-error` : undefined}
                      className={`${FIELD} ${fieldBorder(Boolean(rowError))} mt-0`}
                    />
                    <FieldError id={`${descId}-error`}>{rowError}</FieldError>
                  </div>
                  <button
                    type="button"
                    onClick={() => removeRow(row.key)}
                    aria-label={`Remover mudança ${n}`}
                    className="grid h-11 w-11 place-items-center rounded-full text-muted transition duration-200 ease-out hover:bg-danger/10 hover:text-danger"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ol>
        </fieldset>

        <div
          role="alert"
          className="empty:hidden rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          {submitError}
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Salvando...' : 'Salvar'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
