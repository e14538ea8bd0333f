import { Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/lib/toast';
import type { PlanJson } from '@api-types';
import { useCreatePlan } from '@/features/plan-config/api/create-plan';
import { useDeletePlan } from '@/features/plan-config/api/delete-plan';
import type { PlanInput } from '@/features/plan-config/api/plan-input';
import { useUpdatePlan } from '@/features/plan-config/api/update-plan';
import { emptyPlanForm, planToForm } from '@/features/plan-config/plan-form';
import { PlanAdminCard } from './plan-admin-card';
import { PlanFormDialog } from './plan-form-dialog';

/** Spec §9: the loading skeleton has 6 cards. */
export const PLAN_SKELETON_CARDS = 6;

const gridClassName = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

type PlanConfigViewProps = {
  plans: PlanJson[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** An owner, not the system administrator: create, edit and delete are shown disabled with a note. */
  readOnly?: boolean;
};

type Editor = { mode: 'create' } | { mode: 'edit'; plan: PlanJson };

export function sortPlans(plans: readonly PlanJson[]): PlanJson[] {
  return [...plans].sort((a, b) => a.displayOrder - b.displayOrder);
}

function countLabel(count: number): string {
  return count === 1 ? '1 plan configurado' : `${count} planes configurados`;
}

export const READ_ONLY_NOTE = 'Solo el administrador del sistema puede crear, editar o eliminar planes.';

export function PlanConfigView({ plans, isPending, isError, onRetry, readOnly = false }: PlanConfigViewProps) {
  const [editor, setEditor] = useState<Editor | null>(null);
  // Bumped on every open so the dialog's form starts from the right values.
  const [editorKey, setEditorKey] = useState(0);
  const [toDelete, setToDelete] = useState<PlanJson | null>(null);
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const deletePlan = useDeletePlan();
  const sorted = plans ? sortPlans(plans) : [];

  const openEditor = (next: Editor) => {
    setEditorKey((key) => key + 1);
    setEditor(next);
  };

  const save = (input: PlanInput) => {
    if (!editor) return;
    if (editor.mode === 'create') {
      createPlan.mutate(input, {
        onSuccess: () => {
          toast.success({ title: 'Plan creado', description: `${input.name} está listo` });
          setEditor(null);
        },
        onError: (cause) => toast.error({ cause, description: 'No se pudo crear el plan' }),
      });
    } else {
      updatePlan.mutate(
        { id: editor.plan.id, data: input },
        {
          onSuccess: () => {
            toast.success({ title: 'Plan actualizado', description: `${input.name} se guardó correctamente` });
            setEditor(null);
          },
          onError: (cause) => toast.error({ cause, description: 'No se pudo actualizar el plan' }),
        },
      );
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deletePlan.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success({ title: 'Plan eliminado', description: `${toDelete.name} se eliminó` });
        setToDelete(null);
      },
      onError: (cause) => {
        toast.error({ cause, description: 'No se pudo eliminar el plan' });
        setToDelete(null);
      },
    });
  };

  const nextOrder = sorted.reduce((max, plan) => Math.max(max, plan.displayOrder), 0) + 1;

  let body;
  if (isPending) {
    body = (
      <div className={gridClassName} role="status" aria-label="Cargando planes">
        {Array.from({ length: PLAN_SKELETON_CARDS }, (_, index) => (
          <div key={index} aria-hidden="true" className="h-72 animate-pulse overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <div className="h-12 bg-stone-200" />
            <div className="space-y-3 p-4">
              <div className="h-7 w-1/2 rounded bg-stone-200" />
              <div className="h-4 w-2/3 rounded bg-stone-100" />
              <div className="h-4 w-5/6 rounded bg-stone-100" />
              <div className="h-4 w-3/4 rounded bg-stone-100" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-stone-200 bg-white p-8 text-center">
        <p className="text-stone-700">No se pudieron cargar los planes.</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Intentar de nuevo
        </Button>
      </div>
    );
  } else if (sorted.length === 0) {
    body = (
      <EmptyState
        icon={Layers}
        title="No hay planes configurados"
        description="Crea el primer plan de suscripción para mostrarlo en la página de precios."
        action={
          <Button onClick={() => openEditor({ mode: 'create' })} disabled={readOnly}>
            <Plus aria-hidden="true" className="size-4" />
            Crear Primer Plan
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className={gridClassName} aria-label="Planes de suscripción">
        {sorted.map((plan) => (
          <li key={plan.id} className="flex flex-col [&>article]:flex-1">
            <PlanAdminCard plan={plan} readOnly={readOnly} onEdit={(p) => openEditor({ mode: 'edit', plan: p })} onDelete={setToDelete} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            Configuración de Planes
          </h1>
          <p className="mt-1 text-stone-600">{plans && !isPending ? countLabel(plans.length) : 'Administra los planes de suscripción'}</p>
        </div>
        <Button
          onClick={() => openEditor({ mode: 'create' })}
          disabled={readOnly}
          aria-describedby={readOnly ? 'plans-read-only' : undefined}
        >
          <Plus aria-hidden="true" className="size-4" />
          Crear Plan
        </Button>
      </header>
      {readOnly ? (
        <p id="plans-read-only" role="note" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {READ_ONLY_NOTE}
        </p>
      ) : null}

      {body}

      {editor ? (
        <PlanFormDialog
          key={editorKey}
          open
          mode={editor.mode}
          initialValues={editor.mode === 'edit' ? planToForm(editor.plan) : emptyPlanForm(nextOrder)}
          saving={editor.mode === 'create' ? createPlan.isPending : updatePlan.isPending}
          onClose={() => setEditor(null)}
          onSubmit={save}
        />
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        title="Eliminar plan"
        message="¿Estás seguro de que deseas eliminar este plan? Esta acción no se puede deshacer."
        confirmLabel="Eliminar"
        tone="danger"
        pending={deletePlan.isPending}
      />
    </section>
  );
}
