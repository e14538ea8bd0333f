import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type MessageBubbleProps = {
  direction: 'incoming' | 'outgoing';
  content: string;
  /** Already formatted ('hace 3 min'), with any mark beside it. */
  time: ReactNode;
  /** A send that failed: shown in red whatever its direction. */
  failed?: boolean;
  /** The operator who wrote it, when staff did. */
  author?: string | null;
  /** Beside the bubble (the live feed's who-icon). */
  avatar?: ReactNode;
  /** Under the text, above the time (attachments, a warning). */
  children?: ReactNode;
  /** Under the time (delivery state, retry). */
  footer?: ReactNode;
};

/** One chat message as a list item: customer on the left, the restaurant's side on the right. */
export function MessageBubble({ direction, content, time, failed = false, author, avatar, children, footer }: MessageBubbleProps) {
  const outgoing = direction === 'outgoing';
  const muted = failed ? 'text-red-700' : outgoing ? 'text-orange-100' : 'text-stone-500';
  return (
    <li data-direction={direction} className={cn('flex items-end gap-2', outgoing ? 'flex-row-reverse' : 'flex-row')}>
      {avatar}
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm',
          failed
            ? 'border border-red-300 bg-red-50 text-red-900'
            : outgoing
              ? 'bg-orange-700 text-white'
              : 'border border-stone-200 bg-white text-stone-900',
        )}
      >
        {author ? <p className={cn('text-xs font-semibold', failed ? 'text-red-700' : 'text-orange-100')}>{author} (equipo)</p> : null}
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{content}</p>
        {children}
        <p className={cn('mt-1 flex flex-wrap items-center gap-1.5 text-xs', muted)}>{time}</p>
        {footer}
      </div>
    </li>
  );
}
