import OpenAI, { toFile } from 'openai';
import { selectOpenAiCredentials } from '../../../core/assistant/model-selector.js';
import type { StoredMedia, Transcriber } from '../../../core/conversations/attachment.js';
import type { ConfigService } from '../../../core/config/config-service.js';

const TRANSCRIPTION_MODEL = 'whisper-1';

export interface OpenAiTranscriberDeps {
  config: Pick<ConfigService, 'resolve'>;
  env: { apiKey?: string | null; baseURL?: string | null };
  timeoutMs?: number;
}

/** Voice notes to text with OpenAI's transcription endpoint, using the same key the assistant would. */
export class OpenAiTranscriber implements Transcriber {
  constructor(private readonly deps: OpenAiTranscriberDeps) {}

  async transcribe(restaurantId: string, audio: StoredMedia & { filename: string }): Promise<string | null> {
    const [restaurant, platform] = await Promise.all([
      this.deps.config.resolve(restaurantId, 'openai_config'),
      this.deps.config.resolve(null, 'openai_config'),
    ]);
    const credentials = selectOpenAiCredentials({ restaurant, platform, envApiKey: this.deps.env.apiKey });
    if (!credentials) return null;
    const client = new OpenAI({
      apiKey: credentials.apiKey,
      organization: credentials.organization ?? null,
      ...(this.deps.env.baseURL ? { baseURL: this.deps.env.baseURL } : {}),
      timeout: this.deps.timeoutMs ?? 30_000,
      maxRetries: 1,
    });
    const file = await toFile(audio.bytes, audio.filename, { type: audio.mimeType });
    const result = await client.audio.transcriptions.create({ file, model: TRANSCRIPTION_MODEL, language: 'es' });
    const text = result.text.trim();
    return text || null;
  }
}
