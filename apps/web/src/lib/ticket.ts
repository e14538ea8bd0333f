import { withRestaurantParam } from './restaurant';

/** Thermal printer paper widths the kitchen ticket is laid out for. */
export type TicketWidth = 58 | 80;
export const TICKET_WIDTHS: TicketWidth[] = [80, 58];

const WIDTH_KEY = 'comanda.ticketWidth';
const AUTO_PRINT_KEY = 'comanda.autoPrintTickets';

/** The ticket page of an order (keeps the restaurant on screen, so its API calls stay in that restaurant). */
export function ticketPath(orderId: string, width: TicketWidth, print = false, search: string = window.location.search): string {
  return withRestaurantParam(`/ticket/${encodeURIComponent(orderId)}?width=${width}${print ? '&print=1' : ''}`, search);
}

/** The paper this device prints on, remembered per browser (the kitchen's printer). */
export function savedTicketWidth(): TicketWidth {
  try {
    return window.localStorage.getItem(WIDTH_KEY) === '58' ? 58 : 80;
  } catch {
    return 80;
  }
}

export function saveTicketWidth(width: TicketWidth): void {
  try {
    window.localStorage.setItem(WIDTH_KEY, String(width));
  } catch {
    // Private mode: the choice lasts this page only.
  }
}

/** "Imprimir cada pedido nuevo": a setting of this browser (the kitchen's tab), not of the restaurant. */
export function autoPrintEnabled(): boolean {
  try {
    return window.localStorage.getItem(AUTO_PRINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setAutoPrint(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(AUTO_PRINT_KEY, '1');
    else window.localStorage.removeItem(AUTO_PRINT_KEY);
  } catch {
    // Private mode: nothing to remember.
  }
}

/**
 * Prints an order's ticket without leaving the page: the ticket loads in a hidden frame that
 * opens the print dialog itself (a kiosk-mode browser prints straight to the default printer).
 */
export function printTicket(orderId: string, width: TicketWidth = savedTicketWidth()): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  frame.src = ticketPath(orderId, width, true);
  document.body.appendChild(frame);
  // Long enough for the print dialog to have taken its copy.
  window.setTimeout(() => frame.remove(), 60_000);
}
