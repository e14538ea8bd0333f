import { Crown, FlaskConical, Gem, Medal, Package, Zap, type LucideIcon } from 'lucide-react';

export type PlanTone = 'gray' | 'blue' | 'light-gray' | 'yellow' | 'purple';

type PlanStyle = { tone: PlanTone; header: string; icon: LucideIcon };

// Spec §2 Configuración de Planes: header colour and icon per slug; anything else is blue.
const STYLES: Record<string, PlanStyle> = {
  demo: { tone: 'gray', header: 'bg-stone-500 text-white', icon: FlaskConical },
  basic: { tone: 'blue', header: 'bg-blue-600 text-white', icon: Zap },
  silver: { tone: 'light-gray', header: 'bg-stone-200 text-stone-800', icon: Medal },
  gold: { tone: 'yellow', header: 'bg-yellow-400 text-yellow-950', icon: Crown },
  platinum: { tone: 'purple', header: 'bg-purple-600 text-white', icon: Gem },
};

const FALLBACK: PlanStyle = { tone: 'blue', header: 'bg-blue-600 text-white', icon: Package };

export function planStyle(slug: string): PlanStyle {
  return STYLES[slug] ?? FALLBACK;
}
