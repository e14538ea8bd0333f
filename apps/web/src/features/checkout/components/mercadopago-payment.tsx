import { Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';

type MercadoPagoPaymentProps = {
  priceLabel: string;
  disabled: boolean;
  processing: boolean;
  onPay: () => void;
};

export function MercadoPagoPayment({ priceLabel, disabled, processing, onPay }: MercadoPagoPaymentProps) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        Te llevaremos a Mercado Pago para completar el pago de {priceLabel}. Al terminar volverás aquí para configurar tu restaurante.
      </p>
      <Button size="lg" className="w-full bg-sky-600 hover:bg-sky-700" disabled={disabled || processing} onClick={onPay}>
        <Wallet aria-hidden="true" className="size-5" />
        {processing ? 'Procesando...' : 'Pagar con Mercado Pago'}
      </Button>
    </div>
  );
}
