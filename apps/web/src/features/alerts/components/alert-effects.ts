/** Sound and browser notifications for new orders; both degrade silently where the browser can't. */

const ASKED_KEY = 'comanda.notifications.asked';

/** A short two-tone chime made with Web Audio: no file to ship or fail to load. */
export function playChime(): void {
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  try {
    const ctx = new Ctor();
    [880, 1175].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = frequency;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.18);
      osc.stop(ctx.currentTime + i * 0.18 + 0.16);
    });
  } catch {
    // Autoplay policies may refuse before the first click; the banner still shows.
  }
}

export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** True until the operator answered the permission prompt once (allowed or denied). */
export const shouldOfferNotifications = () =>
  notificationsSupported() && Notification.permission === 'default' && localStorage.getItem(ASKED_KEY) !== '1';

export async function askNotificationPermission(): Promise<void> {
  localStorage.setItem(ASKED_KEY, '1');
  if (notificationsSupported()) await Notification.requestPermission();
}

export function notify(title: string, body: string): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag: title });
  } catch {
    // Some mobile browsers only notify from a service worker; the banner is enough there.
  }
}
