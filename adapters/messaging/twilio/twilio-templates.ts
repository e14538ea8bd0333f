import { parseTemplateText, type MessageTemplate, type TemplateVariable } from '../../../core/conversations/message-templates.js';

/** The SDK's ContentAndApprovals instance, as far as Comanda reads it. */
export interface TwilioContent {
  sid: string;
  friendlyName?: string | null;
  language?: string | null;
  variables?: Record<string, unknown> | null;
  types?: Record<string, unknown> | null;
  approvalRequests?: Record<string, unknown> | null;
}

/** Content types whose text the customer reads in `body` (a card's title goes first). */
const TEXT_TYPES = [
  'twilio/text',
  'twilio/quick-reply',
  'twilio/call-to-action',
  'twilio/card',
  'whatsapp/card',
  'twilio/list-picker',
  'twilio/media',
];

/** A content template WhatsApp approved, with its `{{1}}` variables; null for anything else. */
export function templateFromContent(content: TwilioContent): MessageTemplate | null {
  const approval = (content.approvalRequests ?? {}) as { name?: string; category?: string; status?: string };
  if (approval.status !== 'approved') return null;
  const types = (content.types ?? {}) as Record<string, { body?: unknown; title?: unknown } | undefined>;
  const type = TEXT_TYPES.map((name) => types[name]).find((t) => typeof t?.body === 'string' && t.body);
  if (!type || typeof type.body !== 'string') return null;
  const example = (name: string) => (typeof content.variables?.[name] === 'string' ? (content.variables[name] as string) : null);
  const variables: TemplateVariable[] = [];
  const text = typeof type.title === 'string' && type.title ? `${type.title}\n${type.body}` : type.body;
  const segments = parseTemplateText(text, (name) => {
    const known = variables.findIndex((v) => v.key === name);
    if (known >= 0) return known;
    variables.push({ key: name, label: `{{${name}}}`, example: example(name) });
    return variables.length - 1;
  });
  // Twilio requires every declared variable, even one the text no longer uses.
  for (const name of Object.keys(content.variables ?? {})) {
    if (!variables.some((v) => v.key === name)) variables.push({ key: name, label: `{{${name}}}`, example: example(name) });
  }
  return {
    id: content.sid,
    name: approval.name || content.friendlyName || content.sid,
    language: content.language ?? 'es',
    category: approval.category ?? null,
    segments,
    variables,
  };
}
