import type OpenAI from 'openai';
import type { ChatMessage, ToolCall, ToolDefinition, ToolName } from '../../../core/assistant/language-model.js';

type MessageParam = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type ToolParam = OpenAI.Chat.Completions.ChatCompletionFunctionTool;
type ResponseToolCall = OpenAI.Chat.Completions.ChatCompletionMessageToolCall;

export function toOpenAiMessages(messages: ChatMessage[]): MessageParam[] {
  return messages.map((m): MessageParam => {
    switch (m.role) {
      case 'system':
        return { role: 'system', content: m.content };
      case 'user':
        return { role: 'user', content: m.content };
      case 'tool':
        return { role: 'tool', tool_call_id: m.toolCallId ?? '', content: m.content };
      case 'assistant': {
        const calls = m.toolCalls ?? [];
        if (calls.length === 0) return { role: 'assistant', content: m.content };
        return {
          role: 'assistant',
          // OpenAI wants null, not '', beside tool calls when the model said nothing.
          content: m.content || null,
          tool_calls: calls.map((c) => ({
            id: c.id,
            type: 'function',
            function: { name: c.name, arguments: JSON.stringify(c.arguments) },
          })),
        };
      }
    }
  });
}

export function toOpenAiTools(tools: ToolDefinition[]): ToolParam[] {
  return tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }));
}

export interface ParsedToolCalls {
  calls: ToolCall[];
  /** What could not be read as sent; the calls still go through so the tools answer with what is missing. */
  notes: string[];
}

/**
 * Models occasionally emit truncated or non-object JSON arguments. Such a call keeps its
 * id (OpenAI rejects a conversation whose tool call goes unanswered) with empty arguments,
 * so the tool replies with what it lacks and the model can try again.
 */
export function fromOpenAiToolCalls(toolCalls: ResponseToolCall[] | undefined): ParsedToolCalls {
  const calls: ToolCall[] = [];
  const notes: string[] = [];
  for (const call of toolCalls ?? []) {
    if (call.type !== 'function') {
      notes.push(`Llamada de tipo ${call.type} ignorada`);
      continue;
    }
    let args: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(call.function.arguments || '{}');
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) args = parsed as Record<string, unknown>;
      else notes.push(`Los argumentos de ${call.function.name} no son un objeto JSON; se ignoraron`);
    } catch {
      notes.push(`Los argumentos de ${call.function.name} no son JSON válido; se ignoraron`);
    }
    // Unknown names pass through: the tool executor answers them with a Spanish error the model can read.
    calls.push({ id: call.id, name: call.function.name as ToolName, arguments: args });
  }
  return { calls, notes };
}
