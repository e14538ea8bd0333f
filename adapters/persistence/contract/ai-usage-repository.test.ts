import { expect, it } from 'vitest';
import type { NewAiUsageRecord } from '../../../core/ai-usage/ai-usage.js';
import { describeContract } from './implementations.js';

const usage = (restaurantId: string, patch: Partial<NewAiUsageRecord> = {}): NewAiUsageRecord => ({
  restaurantId,
  model: 'gpt-4o',
  requestType: 'chat',
  inputTokens: 1_200,
  outputTokens: 300,
  totalTokens: 1_500,
  baseCostUSD: 0.006,
  finalCostUSD: 0.012,
  createdAt: new Date('2025-05-05T12:00:00.321Z'),
  ...patch,
});

describeContract('AiUsageRepository', (store) => {
  const repo = () => store().aiUsage;

  it('round-trips every field of a record', async () => {
    const { id } = await store().givenRestaurant();
    const recorded = await repo().record(usage(id, { requestType: 'chat', baseCostUSD: 0.000123456789, conversationId: 'conv-9' }));
    expect(recorded).toEqual({
      ...usage(id, { requestType: 'chat', baseCostUSD: 0.000123456789, conversationId: 'conv-9' }),
      id: recorded.id,
      status: 'ok',
      error: null,
    });
    expect(await repo().recent(id, 10)).toEqual([recorded]);
    const failed = await repo().record(
      usage(id, { status: 'failed', error: 'La API de OpenAI no respondió a tiempo', createdAt: new Date('2025-06-01T00:00:00Z') }),
    );
    expect((await repo().recent(id, 1))[0]).toEqual(failed);
  });

  it('tells how recent calls went: failures, the latest error, and failures in a row', async () => {
    const { id } = await store().givenRestaurant();
    const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 12, minute));
    await repo().record(usage(id, { createdAt: at(0) }));
    expect(await repo().healthSince(id, at(0))).toEqual({
      calls: 1,
      failures: 0,
      consecutiveFailures: 0,
      lastError: null,
      lastFailureAt: null,
    });
    await repo().record(
      usage(id, { createdAt: at(1), status: 'failed', error: 'OpenAI tuvo un error interno; intenta de nuevo más tarde' }),
    );
    await repo().record(usage(id, { createdAt: at(2), status: 'failed', error: 'La API de OpenAI no respondió a tiempo' }));
    expect(await repo().healthSince(id, at(0))).toEqual({
      calls: 3,
      failures: 2,
      consecutiveFailures: 2,
      lastError: 'La API de OpenAI no respondió a tiempo',
      lastFailureAt: at(2),
    });
    expect((await repo().healthSince(id, at(3))).calls).toBe(0);
  });

  it('shows the newest records first, up to the limit, for that restaurant only', async () => {
    const mine = await store().givenRestaurant();
    const theirs = await store().givenRestaurant();
    const old = await repo().record(usage(mine.id, { createdAt: new Date('2025-01-01T00:00:00Z') }));
    const newest = await repo().record(usage(mine.id, { createdAt: new Date('2025-03-01T00:00:00Z') }));
    const mid = await repo().record(usage(mine.id, { createdAt: new Date('2025-02-01T00:00:00Z') }));
    await repo().record(usage(theirs.id, { createdAt: new Date('2025-04-01T00:00:00Z') }));
    expect(await repo().recent(mine.id, 2)).toEqual([newest, mid]);
    expect(await repo().recent(mine.id, 50)).toEqual([newest, mid, old]);
  });

  it('totals conversations (not calls), tokens and costs since an instant', async () => {
    const mine = await store().givenRestaurant();
    const theirs = await store().givenRestaurant();
    await repo().record(usage(mine.id, { createdAt: new Date('2025-01-01T00:00:00Z'), conversationId: 'conv-0' }));
    await repo().record(
      usage(mine.id, {
        createdAt: new Date('2025-02-01T00:00:00Z'),
        totalTokens: 100,
        baseCostUSD: 0.5,
        finalCostUSD: 1,
        conversationId: 'conv-1',
      }),
    );
    await repo().record(
      usage(mine.id, {
        createdAt: new Date('2025-03-01T00:00:00Z'),
        requestType: 'test',
        totalTokens: 50,
        baseCostUSD: 0.25,
        finalCostUSD: 0.5,
        conversationId: 'conv-1',
      }),
    );
    await repo().record(
      usage(mine.id, {
        createdAt: new Date('2025-03-02T00:00:00Z'),
        requestType: 'connection_test',
        totalTokens: 0,
        baseCostUSD: 0,
        finalCostUSD: 0,
      }),
    );
    await repo().record(usage(theirs.id, { createdAt: new Date('2025-03-01T00:00:00Z'), conversationId: 'conv-2' }));

    const totals = await repo().totalsSince(mine.id, new Date('2025-02-01T00:00:00Z'));
    expect(totals).toMatchObject({ totalConversations: 1, totalTokens: 150 });
    expect((await repo().recent(mine.id, 4)).map((r) => r.conversationId)).toEqual([null, 'conv-1', 'conv-1', 'conv-0']);
    expect(totals.totalBaseCostUSD).toBeCloseTo(0.75, 10);
    expect(totals.totalFinalCostUSD).toBeCloseTo(1.5, 10);
  });

  it('totals zero when nothing was recorded', async () => {
    const { id } = await store().givenRestaurant();
    expect(await repo().totalsSince(id, new Date(0))).toEqual({
      totalConversations: 0,
      totalTokens: 0,
      totalBaseCostUSD: 0,
      totalFinalCostUSD: 0,
    });
  });
});
