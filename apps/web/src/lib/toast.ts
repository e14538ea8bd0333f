import { toast as sonner } from 'sonner';

type ToastContent = {
  title?: string;
  description?: string;
};

/** Spec §8: failure toasts are titled 'Error' unless a title is given. */
export const toast = {
  success({ title = 'Listo', description }: ToastContent) {
    return sonner.success(title, { description });
  },
  error({ title = 'Error', description }: ToastContent) {
    return sonner.error(title, { description });
  },
  dismiss(id?: string | number) {
    sonner.dismiss(id);
  },
};
