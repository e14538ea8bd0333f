import {
  parseTemplateText,
  type MessageTemplate,
  type TemplateSegment,
  type TemplateVariable,
} from '../../../core/conversations/message-templates.js';

/** One entry of `GET /{WABA-ID}/message_templates` (the fields Comanda asks for). */
export interface GraphTemplate {
  id?: string;
  name?: string;
  language?: string;
  status?: string;
  category?: string;
  parameter_format?: string;
  components?: Array<{
    type?: string;
    format?: string;
    text?: string;
    example?: { header_text?: string[]; body_text?: string[][]; body_text_named_params?: Array<{ param_name?: string; example?: string }> };
    buttons?: Array<{ type?: string; text?: string; url?: string }>;
  }>;
}

const VARIABLE = /\{\{/;

/**
 * The templates the panel can send: approved, with text header and body variables only.
 * A media header or a URL button with a variable needs a parameter the panel doesn't ask
 * for yet, so those templates are left out rather than sent half-filled.
 */
export function templateFromGraph(raw: GraphTemplate): MessageTemplate | null {
  if (raw.status !== 'APPROVED' || !raw.name || !raw.language) return null;
  const components = raw.components ?? [];
  const header = components.find((c) => c.type === 'HEADER');
  const body = components.find((c) => c.type === 'BODY');
  const footer = components.find((c) => c.type === 'FOOTER');
  const buttons = components.find((c) => c.type === 'BUTTONS')?.buttons ?? [];
  if (!body?.text) return null;
  if (header && header.format !== 'TEXT') return null;
  if (buttons.some((b) => VARIABLE.test(b.url ?? ''))) return null;

  const variables: TemplateVariable[] = [];
  const segments: TemplateSegment[] = [];
  const addPart = (component: 'header' | 'body', text: string, example: (name: string, position: number) => string | null) => {
    let position = 0;
    segments.push(
      ...parseTemplateText(text, (name) => {
        const key = `${component}.${name}`;
        const known = variables.findIndex((v) => v.key === key);
        if (known >= 0) return known;
        const label = component === 'header' ? `Encabezado {{${name}}}` : `{{${name}}}`;
        variables.push({ key, label, example: example(name, position++) });
        return variables.length - 1;
      }),
    );
  };
  if (header?.text) {
    addPart('header', header.text, (_, i) => header.example?.header_text?.[i] ?? null);
    segments.push('\n');
  }
  const named = body.example?.body_text_named_params ?? [];
  addPart('body', body.text, (name, i) => named.find((p) => p.param_name === name)?.example ?? body.example?.body_text?.[0]?.[i] ?? null);
  if (footer?.text) segments.push('\n', footer.text);
  return { id: `${raw.name}:${raw.language}`, name: raw.name, language: raw.language, category: raw.category ?? null, segments, variables };
}

/** The `template` object of a Cloud API send: parameters per component, positional ones by number. */
export function graphTemplatePayload(template: MessageTemplate, values: readonly string[]) {
  const components = (['header', 'body'] as const)
    .map((type) => {
      const own = template.variables.map((v, i) => ({ ...v, value: values[i] ?? '' })).filter((v) => v.key.startsWith(`${type}.`));
      const names = own.map((v) => v.key.slice(type.length + 1));
      const positional = names.every((n) => /^\d{1,3}$/.test(n));
      const ordered = positional
        ? [...own].sort((a, b) => Number(a.key.slice(type.length + 1)) - Number(b.key.slice(type.length + 1)))
        : own;
      const parameters = ordered.map((v) =>
        positional ? { type: 'text', text: v.value } : { type: 'text', parameter_name: v.key.slice(type.length + 1), text: v.value },
      );
      return { type, parameters };
    })
    .filter((c) => c.parameters.length > 0);
  return { name: template.name, language: { code: template.language }, ...(components.length ? { components } : {}) };
}
