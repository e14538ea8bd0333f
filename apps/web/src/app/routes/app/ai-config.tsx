import { ComingSoon } from '../../../components/ui/coming-soon';

export function AiConfigRoute() {
  return <ComingSoon title="Configuración IA" subtitle="Modelo, personalidad y modo de prueba del asistente" />;
}
