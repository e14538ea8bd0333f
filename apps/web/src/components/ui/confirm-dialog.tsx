import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** Explanation shown in the body (e.g. that the action cannot be undone). */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red. */
  tone?: 'default' | 'danger';
  /** Disables both buttons while the action runs. */
  pending?: boolean;
  children?: ReactNode;
};

/** Yes/no dialog for destructive or important actions. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'default',
  pending = false,
  children,
}: ConfirmDialogProps) {
  const variant: ButtonVariant = tone === 'danger' ? 'danger' : 'primary';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <p className="text-sm text-stone-700">{message}</p> : null}
      {children}
    </Dialog>
  );
}
