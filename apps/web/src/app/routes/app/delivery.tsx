import { DeliverySettingsForm } from '@/features/delivery/components/delivery-settings-form';

export function DeliveryRoute() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-4xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Entregas y pagos
        </h1>
        <p className="mt-1 text-stone-600">Zonas con costo de envío, pedido mínimo y tiempo, recoger en el restaurante y formas de pago</p>
      </header>
      <DeliverySettingsForm />
    </section>
  );
}
