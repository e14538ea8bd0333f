import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { KIND_LABELS, newGroup, type OptionGroupForm } from './option-groups-form';

type Props = {
  groups: OptionGroupForm[];
  onChange: (groups: OptionGroupForm[]) => void;
  error?: string;
};

/** Sizes, sauces, paid extras and removable ingredients of one dish; prices in pesos added to the dish's. */
export function OptionGroupsEditor({ groups, onChange, error }: Props) {
  const id = useId();
  const setGroup = (index: number, patch: Partial<OptionGroupForm>) =>
    onChange(groups.map((g, i) => (i === index ? { ...g, ...patch } : g)));
  const setOption = (gi: number, oi: number, patch: Partial<OptionGroupForm['options'][number]>) =>
    setGroup(gi, { options: groups[gi]!.options.map((o, i) => (i === oi ? { ...o, ...patch } : o)) });

  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-semibold text-stone-800">Opciones del producto</legend>
      <p className="text-xs text-stone-600">Tamaños, salsas, extras con costo o ingredientes que el cliente puede quitar.</p>
      {groups.map((group, gi) => (
        <div key={gi} role="group" aria-label={`Grupo de opciones ${gi + 1}`} className="space-y-2 rounded-lg bg-stone-50 p-3">
          <div className="grid gap-2 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${id}-g${gi}-name`}>Nombre del grupo</Label>
              <Input
                id={`${id}-g${gi}-name`}
                placeholder="Tamaño"
                value={group.name}
                onChange={(e) => setGroup(gi, { name: e.target.value })}
              />
            </div>
            <div>
              <Label htmlFor={`${id}-g${gi}-kind`}>Tipo</Label>
              <Select
                id={`${id}-g${gi}-kind`}
                value={group.kind}
                onChange={(e) => {
                  const kind = e.target.value as OptionGroupForm['kind'];
                  setGroup(gi, { kind, required: kind === 'single' });
                }}
                options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-4">
            {group.kind !== 'remove' ? (
              <label className="flex items-center gap-2 text-sm text-stone-700">
                <Checkbox checked={group.required} onChange={(e) => setGroup(gi, { required: e.target.checked })} />
                Obligatorio
              </label>
            ) : null}
            {group.kind === 'multiple' ? (
              <div className="flex items-center gap-2">
                <Label htmlFor={`${id}-g${gi}-max`} className="mb-0">
                  Máximo
                </Label>
                <Input
                  id={`${id}-g${gi}-max`}
                  inputMode="numeric"
                  className="w-20"
                  placeholder="sin límite"
                  value={group.max}
                  onChange={(e) => setGroup(gi, { max: e.target.value })}
                />
              </div>
            ) : null}
          </div>
          <ul className="space-y-2">
            {group.options.map((option, oi) => (
              <li key={oi} className="flex items-end gap-2">
                <div className="flex-1">
                  <Label htmlFor={`${id}-g${gi}-o${oi}`}>{group.kind === 'remove' ? 'Ingrediente' : 'Opción'}</Label>
                  <Input
                    id={`${id}-g${gi}-o${oi}`}
                    placeholder={group.kind === 'remove' ? 'cebolla' : 'Grande'}
                    value={option.name}
                    onChange={(e) => setOption(gi, oi, { name: e.target.value })}
                  />
                </div>
                {group.kind !== 'remove' ? (
                  <div className="w-28">
                    <Label htmlFor={`${id}-g${gi}-o${oi}-price`}>Precio extra</Label>
                    <Input
                      id={`${id}-g${gi}-o${oi}-price`}
                      inputMode="decimal"
                      placeholder="0"
                      value={option.price}
                      onChange={(e) => setOption(gi, oi, { price: e.target.value })}
                    />
                  </div>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Quitar la opción ${option.name || oi + 1}`}
                  onClick={() => setGroup(gi, { options: group.options.filter((_, i) => i !== oi) })}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-red-600" />
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setGroup(gi, { options: [...group.options, { name: '', price: '', available: true }] })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Agregar opción
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onChange(groups.filter((_, i) => i !== gi))}>
              <Trash2 aria-hidden="true" className="size-4 text-red-600" />
              Quitar grupo
            </Button>
          </div>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => onChange([...groups, newGroup()])}>
        <Plus aria-hidden="true" className="size-4" />
        Agregar grupo de opciones
      </Button>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
