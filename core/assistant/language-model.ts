import type { CustomerMemory } from '../customers/customer-memory.js';
import type { Personality } from '../config/config.js';
import type { DeliveryContext } from './delivery-tools.js';
import type { MenuItem } from '../menu/menu-item.js';
import type { Cart } from '../orders/cart.js';

export const TOOL_NAMES = [
  'ver_menu',
  'agregar_producto',
  'quitar_producto',
  'cambiar_cantidad',
  'ver_pedido',
  'datos_entrega',
  'confirmar_pedido',
  'cancelar_pedido',
  'repetir_pedido',
  'confirmar_cantidad',
  'forma_pago',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export interface ToolCall {
  id: string;
  name: ToolName;
  arguments: Record<string, unknown>;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  toolCalls?: ToolCall[];
  /** On a 'tool' message: the call it answers. */
  toolCallId?: string;
}

export interface ToolDefinition {
  name: ToolName;
  description: string;
  /** JSON schema of the arguments, as OpenAI-compatible APIs take it. */
  parameters: Record<string, unknown>;
}

/** What a restaurant tells its customers; null when the operator has not said. */
export interface RestaurantProfile {
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  hours: string | null;
  delivery: string | null;
  payment: string | null;
  promotions: string | null;
}

/**
 * The facts behind the system prompt, structured, so an engine that cannot read prose
 * (the offline one) sees the same restaurant, menu and cart a language model reads.
 */
export interface AssistantContext {
  restaurant: RestaurantProfile;
  menu: MenuItem[];
  cart: Omit<Cart, 'engineState'>;
  personality: Personality;
  /** Whatever the engine asked to remember last time (ModelResponse.memory); null at first. */
  memory: string | null;
  /** A returning customer: name, last address, last order not cancelled (core/customers/customer-memory.ts); absent for a new one. */
  customer?: CustomerMemory;
  /** Delivery and payment as the server sees them (#24): ask for the colonia when needsZone, for the payment when none. */
  delivery?: DeliveryContext;
}

export interface ModelRequest {
  model: string;
  temperature: number;
  messages: ChatMessage[];
  tools: ToolDefinition[];
  context: AssistantContext;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ModelResponse {
  content: string | null;
  toolCalls: ToolCall[];
  usage: TokenUsage;
  model: string;
  /**
   * Opaque notes for the next call (kept per conversation). A hosted LLM rereads the
   * conversation instead and leaves this undefined; undefined keeps the previous memory.
   */
  memory?: string | null;
}

export interface LanguageModel {
  complete(request: ModelRequest): Promise<ModelResponse>;
  /**
   * What the engine reads. 'prose' (the default, a hosted LLM): the system prompt and the tool
   * definitions. 'facts' (the offline engine): only `context` and the conversation's messages, so
   * the assistant neither writes the system prompt nor sends the tool definitions (each would be
   * copied to the engine's thread on every call for nothing). Set in the composition root.
   */
  readonly reads?: 'prose' | 'facts';
}
