import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

type ComingSoonProps = {
  title: string;
  subtitle?: string;
  children?: ReactNode;
};

/** Placeholder for a screen that a later change will build. */
export function ComingSoon({ title, subtitle, children }: ComingSoonProps) {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-1 text-stone-600">{subtitle}</p> : null}
      </header>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-orange-300 bg-white px-6 py-12 text-center">
        <Construction aria-hidden="true" className="size-10 text-orange-500" />
        <p className="text-stone-700">Esta sección estará disponible pronto.</p>
        {children}
      </div>
    </section>
  );
}
