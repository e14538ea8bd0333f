import { ComingSoon } from '../../../components/ui/coming-soon';

export function AiCostsRoute() {
  return <ComingSoon title="Costos de IA" subtitle="Consumo de tokens y costos del asistente" />;
}
