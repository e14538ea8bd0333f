import { MenuList } from '@/features/menu/components/menu-list';

export function MenuRoute() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Menú & Precios
        </h1>
        <p className="mt-1 text-stone-600">Administra los productos y precios de tu menú</p>
      </header>
      <MenuList />
    </section>
  );
}
