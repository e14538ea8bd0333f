import { ComingSoon } from '../../../components/ui/coming-soon';

export function ApiSettingsRoute() {
  return <ComingSoon title="API Settings" subtitle="Credenciales de WhatsApp y del proveedor de IA" />;
}
