import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useExportConversations } from '@/features/conversations/api/export-conversations';

export function ExportButtons() {
  const exporter = useExportConversations({
    onSuccess: (fileName, format) =>
      toast.success({ title: 'Exportación exitosa', description: `Conversaciones exportadas en ${format.toUpperCase()} (${fileName})` }),
    onError: (cause) => toast.error({ cause, title: 'Error de exportación', description: 'No se pudieron exportar los datos' }),
  });
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" disabled={exporter.isPending} onClick={() => exporter.mutate('csv')} aria-label="Exportar CSV">
        <Download aria-hidden="true" className="size-4" />
        CSV
      </Button>
      <Button variant="outline" size="sm" disabled={exporter.isPending} onClick={() => exporter.mutate('json')} aria-label="Exportar JSON">
        <Download aria-hidden="true" className="size-4" />
        JSON
      </Button>
    </div>
  );
}
