import { ComingSoon } from '../../../components/ui/coming-soon';

export function TestRoute() {
  return <ComingSoon title="Centro de Pruebas" subtitle="Escenarios para probar las respuestas del asistente" />;
}
