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
  'adapters/ai/offline/acts/payment.ts': 'customer message, ≤ 4096 characters',
  'adapters/ai/offline/decide.ts': 'customer message, ≤ 4096 characters',
  'adapters/ai/offline/order-parser.ts': 'customer message, ≤ 4096 characters',
  'adapters/ai/offline/acts/chatter.ts': 'customer message, ≤ 4096 characters',
  'adapters/ai/offline/acts/shared-answer.ts': 'customer message, ≤ 4096 characters',
  'core/assistant/guarantees.ts': 'customer message, ≤ 1000 characters (MAX_ASSISTANT_INPUT)',
  'core/assistant/menu-matcher.ts': 'one word of a customer message or of a menu name',
  'core/assistant/leak-guard.ts': "the assistant's reply, ≤ 4096 characters (MAX_REPLY_TEXT: a longer one is refused unread)",
  'core/assistant/reply-guard.ts': "the assistant's reply, read only after leak-guard.ts bounded it to 4096 characters",
  'core/menu/menu-import.ts': 'one pasted line, spaces folded, ≤ 300 characters (MAX_IMPORT_LINE); CSV cells with whitespace folded',
  'core/menu/menu-options-text.ts': 'one line of options, ≤ 300 characters (MAX_IMPORT_LINE)',
  'core/menu/price-text.ts': 'a price, ≤ 40 characters (MAX_PRICE_TEXT)',
  'core/orders/status-messages-config.ts': "the operator's own status text, ≤ 500 characters (status-messages-schema.ts)",
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
