import { describe, expect, it } from 'vitest';
import { TEST_MODE_PREFIX } from './assistant.js';
import { ModelFailure } from './model-failure.js';
import { assistantFixture, call, ScriptedModel } from './testing/assistant-fixture.js';
import { MAX_ASSISTANT_INPUT } from '../conversations/responder.js';
import { overBudget, TOO_LONG_REPLY } from './work-bound.js';

describe('the work one customer message may cost', () => {
  it('answers a text over the bound politely without matching it or asking a model, and records it for the operator', async () => {
    const model = new ScriptedModel([{ content: 'no debería llegar aquí' }]);
    const f = await assistantFixture(model);
    const out = await f.reply('tacos al pastor '.repeat(100).slice(0, MAX_ASSISTANT_INPUT + 1));
    expect(out.reply).toBe(TEST_MODE_PREFIX + TOO_LONG_REPLY);
    expect(model.requests).toHaveLength(0);
    expect(out.failure?.kind).toBe('over_budget');
    expect(out.failure?.message).toBe('El mensaje del cliente es muy largo para el asistente (1,001 caracteres; máximo 1,000)');
    expect(f.usage.records).toMatchObject([{ status: 'failed', totalTokens: 0, error: out.failure!.message }]);
  });

  it('reads a text exactly at the bound as usual', async () => {
    const model = new ScriptedModel([{ content: '¡Claro!' }]);
    const f = await assistantFixture(model);
    const out = await f.reply('a'.repeat(MAX_ASSISTANT_INPUT));
    expect(out.failure).toBeUndefined();
    expect(model.requests).toHaveLength(1);
  });

  it('gives the same polite answer when the engine runs out of its time budget, saying the order is kept', async () => {
    const model = new ScriptedModel([
      { toolCalls: [call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 2 })] },
      overBudget(2000),
    ]);
    const f = await assistantFixture(model);
    const out = await f.reply('2 de pastor y lo demás');
    expect(out.reply).toBe(`${TEST_MODE_PREFIX}${TOO_LONG_REPLY} Tu pedido sigue guardado (2 Tacos al Pastor).`);
    expect(out.failure).toBeInstanceOf(ModelFailure);
    expect(out.failure?.message).toBe('El mensaje requería más trabajo del permitido al asistente (más de 2 s de cálculo)');
    expect((await f.carts.get('r1', f.conversation.id))!.lines[0]).toMatchObject({ quantity: 2 });
    expect(f.usage.records.map((r) => r.status)).toEqual(['ok', 'failed']);
  });

  it('keeps what the customer had ordered when a later text is over the bound', async () => {
    const f = await assistantFixture(new ScriptedModel([{ toolCalls: [call('agregar_producto', { producto: 'Tacos al Pastor' })] }]));
    await f.reply('uno de pastor');
    const out = await f.reply('x'.repeat(4096));
    expect(out.reply).toBe(`${TEST_MODE_PREFIX}${TOO_LONG_REPLY} Tu pedido sigue guardado (1 Tacos al Pastor).`);
  });
});
