import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, serverReason } from '@/lib/api-client';
import { formatCents } from '@/lib/format';
import { toast } from '@/lib/toast';
import { previewImport, useImportMenu, type ImportInput, type ImportPreview } from '@/features/menu/api/menu-import';

const EXAMPLE = `HAMBURGUESAS
Hamburguesa clásica ..... $119
  Tamaño: Sencilla, Doble +$35
  Extras (hasta 3): Tocino +$25, Queso +$15
  Sin: cebolla, jitomate

BEBIDAS
Agua de horchata ..... $30`;

async function fileInput(file: File): Promise<ImportInput> {
  if (/\.xlsx$/i.test(file.name)) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { format: 'xlsx', content: btoa(binary) };
  }
  return { format: 'csv', content: await file.text() };
}

/** Paste a WhatsApp-style menu or upload a CSV/Excel file, see each row's problem, then save all at once. */
export function ImportMenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [mode, setMode] = useState<'text' | 'file'>('text');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const importing = useImportMenu();

  const close = () => {
    setPreview(null);
    setError(null);
    setText('');
    setFile(null);
    onClose();
  };

  const input = async (): Promise<ImportInput | null> => {
    if (mode === 'text') return text.trim() ? { format: 'text', content: text } : null;
    return file ? fileInput(file) : null;
  };

  const check = async () => {
    setError(null);
    const body = await input();
    if (!body) {
      setError(mode === 'text' ? 'Pega tu menú en el cuadro de texto' : 'Elige un archivo CSV o de Excel');
      return;
    }
    setChecking(true);
    try {
      setPreview(await previewImport(body));
    } catch (cause) {
      setError(serverReason(cause) ?? 'No se pudo revisar el menú');
    } finally {
      setChecking(false);
    }
  };

  const save = async () => {
    const body = await input();
    if (!body) return;
    importing.mutate(body, {
      onSuccess: ({ created }) => {
        toast.success({ title: 'Menú importado', description: `${created} productos agregados` });
        close();
      },
      onError: (cause) => {
        if (cause instanceof ApiError && cause.body && Array.isArray(cause.body.rows)) setPreview(cause.body as unknown as ImportPreview);
        toast.error({ cause, description: 'No se importó ningún producto' });
      },
    });
  };

  const ready = preview && preview.rows.length > 0 && preview.withProblems === 0;

  return (
    <Dialog
      open={open}
      onClose={close}
      size="xl"
      title="Importar menú"
      description="Pega tu menú como lo mandas por WhatsApp o sube un archivo. Revisa cada fila antes de guardar: no se guarda nada hasta que todo esté bien."
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
          <Button variant="outline" onClick={() => void check()} disabled={checking}>
            {checking ? 'Revisando...' : 'Revisar'}
          </Button>
          <Button onClick={() => void save()} disabled={!ready || importing.isPending}>
            {importing.isPending ? 'Importando...' : ready ? `Importar ${preview.rows.length} productos` : 'Importar'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div role="radiogroup" aria-label="Cómo quieres importar" className="flex gap-2">
          {(
            [
              ['text', 'Pegar texto'],
              ['file', 'Subir archivo (CSV o Excel)'],
            ] as const
          ).map(([value, label]) => (
            <Button
              key={value}
              role="radio"
              aria-checked={mode === value}
              variant={mode === value ? 'secondary' : 'outline'}
              size="sm"
              onClick={() => {
                setMode(value);
                setPreview(null);
              }}
            >
              {label}
            </Button>
          ))}
        </div>
        {mode === 'text' ? (
          <div>
            <Label htmlFor={`${id}-text`}>Menú en texto</Label>
            <Textarea
              id={`${id}-text`}
              rows={10}
              placeholder={EXAMPLE}
              value={text}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(e) => {
                setText(e.target.value);
                setPreview(null);
              }}
            />
            <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
              Una categoría por renglón y debajo sus productos con precio. Opciones debajo de un producto: «Tamaño: Chico, Grande +$20»,
              «Extras (hasta 3): Tocino +$25», «Sin: cebolla».
            </p>
          </div>
        ) : (
          <div>
            <Label htmlFor={`${id}-file`}>Archivo CSV o Excel (.csv, .xlsx)</Label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="block w-full text-sm text-stone-700"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
              }}
            />
            <p className="mt-1 text-xs text-stone-600">
              Columnas: categoria, nombre, precio y, si quieres, descripcion, ingredientes, disponible, opciones.
            </p>
          </div>
        )}
        <FieldError id={`${id}-error`} message={error} />
        {preview ? <PreviewTable preview={preview} /> : null}
      </div>
    </Dialog>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const good = preview.rows.length - preview.withProblems;
  return (
    <div className="space-y-2">
      <p role="status" className={preview.withProblems ? 'text-sm font-medium text-red-700' : 'text-sm font-medium text-emerald-800'}>
        {preview.rows.length === 0
          ? 'No encontramos productos para importar'
          : preview.withProblems
            ? `${good} productos listos · ${preview.withProblems} con problemas: corrígelos y vuelve a revisar`
            : `${good} productos listos para importar`}
      </p>
      {/* Focusable so keyboard users can scroll a long preview. */}
      <div tabIndex={0} role="region" aria-label="Filas a importar" className="max-h-80 overflow-auto rounded-lg border border-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Vista previa de la importación</caption>
          <thead className="sticky top-0 bg-stone-100 text-xs text-stone-700">
            <tr>
              <th scope="col" className="px-2 py-1">
                Línea
              </th>
              <th scope="col" className="px-2 py-1">
                Categoría
              </th>
              <th scope="col" className="px-2 py-1">
                Producto
              </th>
              <th scope="col" className="px-2 py-1">
                Precio
              </th>
              <th scope="col" className="px-2 py-1">
                Opciones
              </th>
              <th scope="col" className="px-2 py-1">
                Problemas
              </th>
            </tr>
          </thead>
          <tbody>
            {/* Rows with problems first: those are what the owner must fix. */}
            {[...preview.rows.filter((r) => r.problems.length), ...preview.rows.filter((r) => !r.problems.length)].map((row) => (
              <tr key={row.line} className={row.problems.length ? 'bg-red-50' : undefined}>
                <td className="px-2 py-1 text-stone-600">{row.line}</td>
                <td className="px-2 py-1">{row.category}</td>
                <td className="px-2 py-1 font-medium">{row.name}</td>
                <td className="px-2 py-1">{row.price === null ? '—' : formatCents(row.price)}</td>
                <td className="px-2 py-1 text-xs text-stone-600">{row.optionGroups.map((g) => g.name).join(', ')}</td>
                <td className="px-2 py-1 text-red-700">
                  {row.problems.length ? row.problems.join('; ') : <span className="text-emerald-800">Bien</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
