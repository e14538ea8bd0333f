import { Toaster as Sonner } from 'sonner';

// Spec §9: one toast at a time, 5 s, swipe right to dismiss, viewport hotkey F8.
export function Toaster() {
  return (
    <Sonner
      theme="light"
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      swipeDirections={['right']}
      hotkey={['F8']}
      richColors
      closeButton
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
    />
  );
}
