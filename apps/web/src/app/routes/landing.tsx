import { useState } from 'react';
import { DemoSection, scrollToDemo } from '@/features/landing/components/demo-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { PlanCards } from '@/features/plans/components/plan-cards';

/** The public landing page, shown at `/` to visitors without a session. */
export function LandingRoute() {
  const [demoStarted, setDemoStarted] = useState(false);
  const showDemo = () => {
    setDemoStarted(true);
    scrollToDemo();
  };

  return (
    <div className="min-h-dvh bg-white text-stone-900">
      <LandingHeader />
      <main>
        <Hero onShowDemo={showDemo} />
        <HowItWorks />
        <DemoSection started={demoStarted} />
        <section id="planes" aria-labelledby="plans-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <div className="mb-10 text-center">
            <h2 id="plans-title" className="text-3xl font-bold text-stone-900">
              Planes para cada restaurante
            </h2>
            <p className="mt-3 text-stone-600">Precios en pesos mexicanos. Cancela cuando quieras.</p>
          </div>
          <PlanCards />
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
