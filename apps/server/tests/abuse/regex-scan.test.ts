import { describe, expect, it } from 'vitest';
import { regexComplexity, serverRegexes } from './regex-safety.js';

/**
 * The only server regexes allowed to take more than linear time, and why their input is
 * short: customer messages are cut to MAX_INBOUND_TEXT (4096) at intake; the rest only
 * ever see the operator's own configuration (environment variables, CLI arguments).
 */
export const BOUNDED_NON_LINEAR: Record<string, string> = {
  'adapters/ai/offline/delivery-details.ts': 'customer message, ≤ 4096 characters',
  'adapters/ai/offline/intents.ts': 'customer message, ≤ 4096 characters',
  'adapters/ai/offline/changes.ts': 'customer message, ≤ 4096 characters',
  'adapters/messaging/meta/meta-whatsapp-channel.ts': 'META_GRAPH_URL (configuration)',
  'adapters/messaging/twilio/rebased-request-client.ts': 'TWILIO_API_URL (configuration)',
  'adapters/messaging/twilio/twilio-whatsapp-channel.ts': 'TWILIO_API_URL (configuration), for media downloads',
  'adapters/payments/mercadopago/mercadopago-base-url.ts': 'MERCADOPAGO_API_URL (configuration)',
  'adapters/persistence/database.ts': 'DATABASE_URL (configuration)',
  'apps/server/settings.ts': 'PUBLIC_URL (configuration)',
  'apps/cli/assistant-commands.ts': 'a URL given on the command line',
  'apps/cli/program.ts': 'DATABASE_URL (configuration)',
};

describe('regular expressions in the server', () => {
  it('are linear-time, except in the few places whose input is bounded', () => {
    const found = serverRegexes();
    // Those files' patterns are not checked one by one (the checker gives up on the assistant's
    // large alternations): their bound is what keeps them cheap, and the fuzz test checks it.
    const unexplained = found
      .filter((r) => !BOUNDED_NON_LINEAR[r.file] && regexComplexity(r.source, r.flags) !== 'safe')
      .map((r) => `${r.file}:${r.line} /${r.source}/${r.flags}`);
    expect(unexplained).toEqual([]);
    const stale = Object.keys(BOUNDED_NON_LINEAR).filter((file) => !found.some((r) => r.file === file));
    expect(stale).toEqual([]);
  }, 120_000);

  it('would catch the backtracking e-mail pattern this project once had', () => {
    expect(regexComplexity('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '')).toBe('polynomial');
    expect(regexComplexity('^(a+)+$', '')).toBe('exponential');
  });
});
