import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TabItem = {
  /** Stable key. */
  id: string;
  label: ReactNode;
  content: ReactNode;
};

export type TabsProps = {
  tabs: TabItem[];
  /** Controlled selected index (optional). */
  selectedIndex?: number;
  defaultIndex?: number;
  onChange?: (index: number) => void;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  className?: string;
};

/** Keyboard-accessible tabs (arrow keys move between tabs). */
export function Tabs({ tabs, selectedIndex, defaultIndex, onChange, className, ...rest }: TabsProps) {
  return (
    <TabGroup selectedIndex={selectedIndex} defaultIndex={defaultIndex} onChange={onChange} className={className}>
      <TabList aria-label={rest['aria-label']} className="flex gap-1 overflow-x-auto rounded-xl bg-stone-100 p-1">
        {tabs.map((t) => (
          <Tab
            key={t.id}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap text-stone-600 hover:text-stone-900',
              'focus-visible:outline-2 focus-visible:outline-orange-500',
              'data-selected:bg-white data-selected:text-orange-700 data-selected:shadow-sm',
            )}
          >
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {tabs.map((t) => (
          <TabPanel key={t.id} className="focus:outline-none">
            {t.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
