import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Up to this many rows render plainly; longer lists render only what is on screen. */
const PLAIN_LIMIT = 100;
const OVERSCAN = 4;

type Props<T> = {
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Typical row height in px, gap included: a first guess, corrected by measuring. */
  estimateSize: number;
  /** Called when the end of the list comes near: the next page is loaded then. */
  onEndReached?: () => void;
  label?: string;
  className?: string;
};

/** A list of rows in the page's own scroll: plain when short, windowed when long. */
export function VirtualList<T>(props: Props<T>) {
  return props.items.length > PLAIN_LIMIT ? <WindowedList {...props} /> : <PlainList {...props} />;
}

function PlainList<T>({ items, getKey, renderItem, onEndReached, label, className }: Props<T>) {
  const sentinel = useRef<HTMLLIElement>(null);
  const endReached = useEffectEvent(() => onEndReached?.());
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) endReached();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [items.length]);
  return (
    <ul aria-label={label} className={className}>
      {items.map((item) => (
        <li key={getKey(item)} className="pb-3">
          {renderItem(item)}
        </li>
      ))}
      <li ref={sentinel} aria-hidden="true" className="h-px list-none" />
    </ul>
  );
}

function WindowedList<T>({ items, getKey, renderItem, estimateSize, onEndReached, label, className }: Props<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const node = listRef.current;
    if (node) setOffset(node.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    scrollMargin: offset,
    getItemKey: (index) => getKey(items[index]!),
  });
  const rows = virtualizer.getVirtualItems();
  const last = rows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (last >= items.length - OVERSCAN * 2) onEndReached?.();
  }, [last, items.length, onEndReached]);
  return (
    <ul ref={listRef} aria-label={label} className={className} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="pb-3"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {renderItem(items[row.index]!)}
        </li>
      ))}
    </ul>
  );
}
