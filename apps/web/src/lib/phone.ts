const TWO_DIGIT_AREAS = new Set(['33', '55', '56', '81']);

/**
 * A Mexican phone as people read it: "+52 33 1234 5678" (Guadalajara, CDMX, Monterrey) or
 * "+52 999 123 4567"; the old mobile "1" after 52 is dropped. Anything else is shown as stored.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.startsWith('521') && digits.length === 13
      ? digits.slice(3)
      : digits.startsWith('52') && digits.length === 12
        ? digits.slice(2)
        : null;
  // No Mexican area code starts with 0 or 1: such a number is not one we can group.
  if (!national || /^[01]/.test(national)) return phone;
  const area = TWO_DIGIT_AREAS.has(national.slice(0, 2)) ? 2 : 3;
  const rest = national.slice(area);
  return area === 2
    ? `+52 ${national.slice(0, 2)} ${rest.slice(0, 4)} ${rest.slice(4)}`
    : `+52 ${national.slice(0, 3)} ${rest.slice(0, 3)} ${rest.slice(3)}`;
}
