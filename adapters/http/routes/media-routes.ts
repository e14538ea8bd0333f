import { Hono } from 'hono';
import { mapsUrl, type Attachment } from '../../../core/conversations/attachment.js';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';

const FILE = /^[\w-]+\.[a-z0-9]{1,5}$/;

/** A customer's media, for staff of that restaurant only: keys are scoped by restaurant. */
export const mediaRoutes = (deps: HttpDeps) =>
  new Hono<AppEnv>().get('/media/:file', requireUser, withRestaurant(deps), async (c) => {
    const file = c.req.param('file');
    if (!FILE.test(file)) throw notFound('Archivo no encontrado');
    const media = await deps.media.get(`${c.get('restaurant').id}/${file}`);
    if (!media) throw notFound('Archivo no encontrado');
    return c.body(new Uint8Array(media.bytes), 200, {
      'Content-Type': media.mimeType,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="${file}"`,
    });
  });

/** The URL the panel loads a stored file from. */
export const mediaUrl = (storageKey: string) => `/api/media/${storageKey.split('/')[1]}`;

/** An attachment as the panel shows it: where to load the file, where the pin is; provider handles stay inside. */
export const attachmentJson = (attachment: Attachment | null | undefined) =>
  attachment
    ? {
        kind: attachment.kind,
        mimeType: attachment.mimeType ?? null,
        filename: attachment.filename ?? null,
        caption: attachment.caption ?? null,
        transcript: attachment.transcript ?? null,
        url: attachment.storageKey ? mediaUrl(attachment.storageKey) : null,
        location: attachment.location ?? null,
        mapsUrl: attachment.location ? mapsUrl(attachment.location) : null,
        contacts: attachment.contacts ?? null,
      }
    : null;
