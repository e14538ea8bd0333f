/**
 * Restaurants live in central Mexico: "today" starts at midnight America/Mexico_City,
 * which has been UTC−6 all year since Mexico dropped daylight saving time in 2022.
 */
export const MEXICO_CITY_OFFSET_MINUTES = -6 * 60;

export function startOfMexicoDay(now: Date): Date {
  const shifted = new Date(now.getTime() + MEXICO_CITY_OFFSET_MINUTES * 60_000);
  shifted.setUTCHours(0, 0, 0, 0);
  return new Date(shifted.getTime() - MEXICO_CITY_OFFSET_MINUTES * 60_000);
}
