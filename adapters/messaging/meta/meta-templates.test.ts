import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../core/conversations/message-templates.js';
import { graphTemplatePayload, templateFromGraph } from './meta-templates.js';

describe('Meta message templates', () => {
  it('named parameters keep their names, in the send and in what the customer reads', () => {
    const template = templateFromGraph({
      name: 'recordatorio',
      language: 'es_MX',
      status: 'APPROVED',
      parameter_format: 'NAMED',
      components: [
        {
          type: 'BODY',
          text: 'Hola {{nombre}}, tu {{producto}} te espera, {{nombre}}.',
          example: {
            body_text_named_params: [
              { param_name: 'nombre', example: 'Lupita' },
              { param_name: 'producto', example: 'pozole' },
            ],
          },
        },
      ],
    })!;
    expect(template.variables).toEqual([
      { key: 'body.nombre', label: '{{nombre}}', example: 'Lupita' },
      { key: 'body.producto', label: '{{producto}}', example: 'pozole' },
    ]);
    expect(renderTemplate(template, ['Ana', 'flan'])).toBe('Hola Ana, tu flan te espera, Ana.');
    expect(graphTemplatePayload(template, ['Ana', 'flan'])).toEqual({
      name: 'recordatorio',
      language: { code: 'es_MX' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', parameter_name: 'nombre', text: 'Ana' },
            { type: 'text', parameter_name: 'producto', text: 'flan' },
          ],
        },
      ],
    });
  });

  it('positional parameters go by number, whatever order the text uses them in', () => {
    const template = templateFromGraph({
      name: 't',
      language: 'es',
      status: 'APPROVED',
      components: [{ type: 'BODY', text: 'Total {{2}} del pedido {{1}}' }],
    })!;
    expect(graphTemplatePayload(template, ['$90', '#0003']).components).toEqual([
      {
        type: 'body',
        parameters: [
          { type: 'text', text: '#0003' },
          { type: 'text', text: '$90' },
        ],
      },
    ]);
    expect(renderTemplate(template, ['$90', '#0003'])).toBe('Total $90 del pedido #0003');
  });

  it('leaves out what the panel cannot fill: not approved, media headers, URL buttons with a variable', () => {
    const body = { type: 'BODY', text: 'Hola' };
    expect(templateFromGraph({ name: 'a', language: 'es', status: 'REJECTED', components: [body] })).toBeNull();
    expect(
      templateFromGraph({ name: 'b', language: 'es', status: 'APPROVED', components: [{ type: 'HEADER', format: 'IMAGE' }, body] }),
    ).toBeNull();
    expect(
      templateFromGraph({
        name: 'c',
        language: 'es',
        status: 'APPROVED',
        components: [body, { type: 'BUTTONS', buttons: [{ type: 'URL', url: 'https://x.mx/{{1}}' }] }],
      }),
    ).toBeNull();
    expect(
      templateFromGraph({
        name: 'd',
        language: 'es',
        status: 'APPROVED',
        components: [body, { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Sí' }] }],
      }),
    ).not.toBeNull();
  });
});
