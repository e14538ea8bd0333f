/** The Spanish `error` of a failed API call ("502: {"error":"…"}"), or `fallback` when it has none. */
export function serverErrorMessage(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : '';
  const body = text.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' && parsed.error ? parsed.error : fallback;
  } catch {
    return fallback;
  }
}
