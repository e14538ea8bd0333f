import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// A shared, loaded machine can take more than the default second to settle a screen; findBy*
// and waitFor wait up to five before failing (they still return as soon as the screen is there).
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs; sonner, Headless UI and the landing page touch them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
const globals = globalThis as Record<string, unknown>;
globals.ResizeObserver ??= NoopObserver;
globals.IntersectionObserver ??= NoopObserver;

window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  cleanup();
  // sonner keeps toasts in module state and replays active ones to a new <Toaster>.
  toast.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Tests that set `?restaurant=` on the page address must not leak it.
  window.history.replaceState(null, '', '/');
});
