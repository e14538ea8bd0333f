import type { PlanInput } from '../tenancy/plan.js';

/** The catalogue seeded on first start; silver is the one the landing marks 'Más Popular'. */
export const DEFAULT_PLANS: PlanInput[] = [
  {
    name: 'Demo',
    slug: 'demo',
    priceMonthly: 0,
    conversationsLimit: 50,
    features: ['Asistente IA en modo prueba', 'Menú de hasta 20 productos', 'Panel de control'],
    isActive: true,
    displayOrder: 1,
  },
  {
    name: 'Básico',
    slug: 'basic',
    priceMonthly: 69900,
    conversationsLimit: 400,
    features: ['Asistente IA 24/7', 'Integración WhatsApp Business', 'Gestión de menú y pedidos', 'Soporte por correo'],
    isActive: true,
    displayOrder: 2,
  },
  {
    name: 'Silver',
    slug: 'silver',
    priceMonthly: 129900,
    conversationsLimit: 1000,
    features: [
      'Todo lo del plan Básico',
      'Personalidad de IA configurable',
      'Exportación de conversaciones',
      'Reportes de costos de IA',
      'Soporte prioritario',
    ],
    isActive: true,
    displayOrder: 3,
  },
  {
    name: 'Gold',
    slug: 'gold',
    priceMonthly: 249900,
    conversationsLimit: 3000,
    features: ['Todo lo del plan Silver', 'Varias sucursales', 'Mensajes masivos', 'Soporte técnico especializado'],
    isActive: true,
    displayOrder: 4,
  },
  {
    name: 'Platinum',
    slug: 'platinum',
    priceMonthly: 449900,
    conversationsLimit: 10000,
    features: ['Todo lo del plan Gold', 'Conversaciones de alto volumen', 'Integraciones a la medida', 'Gerente de cuenta dedicado'],
    isActive: true,
    displayOrder: 5,
  },
];
