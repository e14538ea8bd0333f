import {
  Bike,
  Bot,
  ClipboardList,
  CreditCard,
  DollarSign,
  FlaskConical,
  IdCard,
  KeyRound,
  LayoutDashboard,
  MessagesSquare,
  Store,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths that light up this entry. */
  aliases?: string[];
  adminOnly?: boolean;
};

// Spec §2 "Sidebar", in order.
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Restaurantes', to: '/restaurants', icon: Store, adminOnly: true },
  { label: 'Dashboard', to: '/', icon: LayoutDashboard, aliases: ['/dashboard'] },
  { label: 'Conversaciones', to: '/conversations', icon: MessagesSquare },
  { label: 'Menú & Precios', to: '/menu', icon: UtensilsCrossed },
  { label: 'Pedidos', to: '/orders', icon: ClipboardList },
  { label: 'Entregas y pagos', to: '/delivery', icon: Bike },
  { label: 'Perfil del restaurante', to: '/profile', icon: IdCard },
  { label: 'Configuración IA', to: '/ai-config', icon: Bot },
  { label: 'Costos de IA', to: '/ai-costs', icon: DollarSign },
  { label: 'Configurar Planes', to: '/plan-config', icon: CreditCard },
  { label: 'API Settings', to: '/api-settings', icon: KeyRound },
  { label: 'Pruebas', to: '/test', icon: FlaskConical },
];

export function visibleNavItems(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const paths = [item.to, ...(item.aliases ?? [])];
  return paths.some((path) => (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)));
}
