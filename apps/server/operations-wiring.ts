import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Container } from 'inversify';
import { OpenAiTranscriber } from '../../adapters/ai/openai/openai-transcriber.js';
import { LocalMediaStorage } from '../../adapters/storage/local-media-storage.js';
import { operationsSettings } from '../../core/config/operations-config.js';
import { BusyGate } from '../../core/conversations/busy-gate.js';
import { HoursGate } from '../../core/conversations/hours-gate.js';
import { LocationGate } from '../../core/conversations/location-gate.js';
import { MediaGate } from '../../core/conversations/media-gate.js';
import { PROOF_RECEIVED } from '../../core/order-payments/order-payments.js';
import { MessageGates } from '../../core/conversations/message-gate.js';
import { PlanLimitGate } from '../../core/conversations/plan-gate.js';
import { usageNotice } from '../../core/plans/plan-usage.js';
import { StaffConversations } from '../../core/conversations/staff-conversations.js';
import { TemplateMessages } from '../../core/conversations/template-messages.js';
import { OrderSummaryNotifier } from '../../core/conversations/order-summary.js';
import { TakeoverGate } from '../../core/conversations/takeover-gate.js';
import { randomIds } from '../../adapters/system/random-ids.js';
import type { Settings } from './settings.js';
import { resolve as r, TOKENS as T } from './tokens.js';

/**
 * #12's bindings, kept apart from container.ts: operations settings, staff takeover, media
 * storage and the one chain of gates that decides whether and how the assistant answers, in
 * order: staff silences everything, a paused or closed kitchen answers in its place, media
 * becomes text or a friendly answer, a location pin fills the address, and the plan's monthly
 * limit takes on (or politely refuses) a new conversation.
 */
export function bindOperations(container: Container, settings: Settings) {
  const single = <V>(token: symbol & { readonly __type?: V }, make: (c: Parameters<typeof r>[0]) => V) =>
    container.bind<V>(token).toDynamicValue(make).inSingletonScope();
  single(T.Operations, (c) => operationsSettings(r(c, T.Config)));
  single(T.Media, () => new LocalMediaStorage(settings.mediaDir ?? join(tmpdir(), `comanda-media-${randomIds.next().slice(0, 10)}`)));
  single(
    T.Staff,
    (c) =>
      new StaffConversations({
        conversations: r(c, T.Conversations),
        messages: r(c, T.Messages),
        channels: r(c, T.WhatsApp),
        settings: r(c, T.Operations),
        clock: r(c, T.Clock),
      }),
  );
  single(
    T.Templates,
    (c) =>
      new TemplateMessages({
        conversations: r(c, T.Conversations),
        messages: r(c, T.Messages),
        channels: r(c, T.WhatsApp),
        settings: r(c, T.Operations),
        clock: r(c, T.Clock),
      }),
  );
  single(
    T.OrderSummary,
    (c) =>
      new OrderSummaryNotifier(r(c, T.Operations), r(c, T.WhatsApp), (line, error) =>
        console.warn(`[pedidos] ${line}:`, error instanceof Error ? error.message : (error ?? '')),
      ),
  );
  single(
    T.MessageGate,
    (c) =>
      new MessageGates([
        new TakeoverGate(r(c, T.Conversations), r(c, T.Clock)),
        new BusyGate(r(c, T.Clock)),
        new HoursGate(r(c, T.Clock)),
        new MediaGate({
          messages: r(c, T.Messages),
          channels: r(c, T.WhatsApp),
          storage: r(c, T.Media),
          transcriber: new OpenAiTranscriber({
            config: r(c, T.Config),
            env: { apiKey: settings.providers.openAiApiKey, baseURL: settings.providers.openAiBaseUrl },
          }),
          ids: r(c, T.Ids),
          log: (message, error) => console.warn(`[media] ${message}:`, error instanceof Error ? error.message : error),
          proofs: async (restaurantId, orderId, key) =>
            (await r(c, T.OrderPayments).attachProof(restaurantId, orderId, key)) ? PROOF_RECEIVED : null,
        }),
        new LocationGate(),
        // Last: a message another gate answered or silenced takes no conversation from the plan.
        new PlanLimitGate(r(c, T.PlanGate), {
          warn: async (restaurant, usage) => {
            const channel = restaurant.phone ? await r(c, T.WhatsApp).forRestaurant(restaurant.id) : null;
            await channel?.sendText(restaurant.phone!, usageNotice(restaurant, usage, `${settings.publicUrl}/pricing`));
          },
        }),
      ]),
  );
}
