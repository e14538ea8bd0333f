/** The JSON body of a failed API call ("409: {…}"), or null when it has none. */
export function errorBody(error: unknown): Record<string, unknown> | null {
  const text = error instanceof Error ? error.message : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return null;
  try {
    const parsed = JSON.parse(match[2]!) as unknown;
    return parsed && typeof parsed === 'object' ? { status: Number(match[1]), ...(parsed as Record<string, unknown>) } : null;
  } catch {
    return null;
  }
}
