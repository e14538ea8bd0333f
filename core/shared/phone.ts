/**
 * One customer, one conversation: WhatsApp reports a Mexican mobile as +52 1 XXXXXXXXXX
 * (Meta's wa_id, Twilio's From) or, since the 2019 dialling reform, as +52 XXXXXXXXXX.
 * Both are the same person, so every phone is stored in one canonical E.164 form: the
 * +521 form, the one both providers deliver inbound and accept for replies.
 */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (/^52\d{10}$/.test(digits)) return `+521${digits.slice(2)}`;
  return `+${digits}`;
}
