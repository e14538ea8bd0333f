import { LogIn, UserPlus } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { LOGIN_URL } from '@/lib/auth';

/**
 * With a real payment provider the subscription belongs to an account: a signed-out buyer
 * signs in (or signs up) first and comes back to this same plan and payment method.
 */
export function SignInToPay({ returnTo }: { returnTo: string }) {
  const next = encodeURIComponent(returnTo);
  return (
    <div role="status" className="space-y-4 rounded-xl bg-orange-50 p-4 ring-1 ring-orange-200">
      <p className="text-sm text-stone-800">
        Para pagar, inicia sesión o crea tu cuenta: la suscripción queda a nombre de tu cuenta y solo tú podrás usarla para abrir tu
        restaurante.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={`${LOGIN_URL}?next=${next}`} className={buttonClassName('primary', 'md', 'flex-1')}>
          <UserPlus aria-hidden="true" className="size-4" />
          Crear cuenta
        </a>
        <a href={`${LOGIN_URL}?mode=login&next=${next}`} className={buttonClassName('outline', 'md', 'flex-1')}>
          <LogIn aria-hidden="true" className="size-4" />
          Iniciar sesión
        </a>
      </div>
    </div>
  );
}
