import { Dialog as HeadlessDialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-3xl',
  xl: 'max-w-5xl',
};

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible, visible title of the dialog. */
  title: ReactNode;
  description?: ReactNode;
  size?: DialogSize;
  /** Buttons shown at the bottom, right-aligned. */
  footer?: ReactNode;
  /** Hides the top-right close button. */
  hideCloseButton?: boolean;
  className?: string;
  children?: ReactNode;
};

/** Modal dialog: focus-trapped, closes on Escape and backdrop click, titled. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  size = 'md',
  footer,
  hideCloseButton = false,
  className,
  children,
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div aria-hidden="true" className="fixed inset-0 bg-stone-900/50" />
      <div className="fixed inset-0 flex items-end justify-center p-2 sm:items-center sm:p-4">
        <DialogPanel className={cn('flex max-h-[92dvh] w-full flex-col rounded-2xl bg-white shadow-xl', sizes[size], className)}>
          <div className="flex items-start justify-between gap-3 border-b border-stone-200 px-5 py-4">
            <div className="min-w-0">
              <DialogTitle className="text-lg font-semibold text-stone-900">{title}</DialogTitle>
              {description ? <Description className="mt-1 text-sm text-stone-600">{description}</Description> : null}
            </div>
            {hideCloseButton ? null : (
              <button
                type="button"
                onClick={onClose}
                aria-label="Cerrar"
                className="rounded-lg p-1.5 text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-500"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-stone-200 px-5 py-3 sm:flex-row sm:justify-end">{footer}</div>
          ) : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
