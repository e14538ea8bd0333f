import { ArrowDownUp, Download, FileUp, Plus, Search, UtensilsCrossed } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useMenu } from '@/features/menu/api/get-menu';
import { exportCsvUrl } from '@/features/menu/api/menu-import';
import { ImportMenuDialog } from './import-menu-dialog';
import { OrderMenuDialog } from './order-menu-dialog';
import { AddProductDialog } from './add-product-dialog';
import { ALL_CATEGORIES, filterMenu, groupByCategory, menuCategories } from './menu-filters';
import { MenuItemCard } from './menu-item-card';

export function MenuList() {
  const id = useId();
  const menu = useMenu();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [ordering, setOrdering] = useState(false);

  const items = useMemo(() => menu.data ?? [], [menu.data]);
  const categories = useMemo(() => menuCategories(items), [items]);
  const groups = useMemo(() => groupByCategory(filterMenu(items, search, category)), [items, search, category]);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={`${id}-search`}>Buscar productos</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
            <Input
              id={`${id}-search`}
              type="search"
              className="pl-9"
              placeholder="Buscar por nombre, descripción o ingrediente"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="sm:w-56">
          <Label htmlFor={`${id}-category`}>Categoría</Label>
          <Select
            id={`${id}-category`}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            options={[{ value: ALL_CATEGORIES, label: 'Todas las categorías' }, ...categories.map((c) => ({ value: c, label: c }))]}
          />
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Agregar producto
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
          <FileUp aria-hidden="true" className="size-4" />
          Importar menú
        </Button>
        <a className={buttonClassName('outline', 'sm')} href={exportCsvUrl()} download>
          <Download aria-hidden="true" className="size-4" />
          Exportar CSV
        </a>
        <Button variant="outline" size="sm" onClick={() => setOrdering(true)} disabled={items.length < 2}>
          <ArrowDownUp aria-hidden="true" className="size-4" />
          Ordenar menú
        </Button>
      </div>

      {menu.isPending ? (
        <Spinner label="Cargando menú..." className="py-12" />
      ) : menu.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          No se pudo cargar el menú.
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={UtensilsCrossed}
          title="No hay productos en el menú"
          description="Agrega tu primer producto para que el asistente pueda ofrecerlo."
        />
      ) : groups.length === 0 ? (
        <EmptyState icon={Search} title="No se encontraron productos" description="Prueba con otra búsqueda o categoría." />
      ) : (
        groups.map(([name, group]) => (
          <section key={name} aria-label={name}>
            <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-stone-900">
              {name}
              <span className="text-sm font-normal text-stone-500">({group.length})</span>
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {group.map((item) => (
                <li key={item.id}>
                  <MenuItemCard item={item} categories={categories} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      <AddProductDialog open={adding} onClose={() => setAdding(false)} categories={categories} />
      <ImportMenuDialog open={importing} onClose={() => setImporting(false)} />
      {ordering ? <OrderMenuDialog open onClose={() => setOrdering(false)} items={items} /> : null}
    </div>
  );
}
