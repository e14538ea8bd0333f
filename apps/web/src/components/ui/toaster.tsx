import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

// Sonner's rich colours are a little light on their pale backgrounds: darker texts reach 4.5:1 (WCAG AA).
const READABLE_COLORS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(0, 80%, 33%)',
  '--warning-text': 'hsl(31, 92%, 25%)',
  '--info-text': 'hsl(210, 92%, 32%)',
} as CSSProperties;

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
      style={READABLE_COLORS}
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
    />
  );
}
