import { Check, Globe, Store } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loginUrlReturningTo, UNAUTHORIZED_REDIRECT_MS } from '@/lib/auth';
import { browser } from '@/lib/browser';
import { deriveSubdomain, sanitizeSubdomain, siteAddress, SUBDOMAIN_MAX_LENGTH } from '@/lib/subdomain';
import { toast } from '@/lib/toast';
import { TRIAL_DAYS } from '@core/tenancy/restaurant';
import { isUnauthorized, serverReason } from '@/lib/api-client';
import { useCreateRestaurant } from '@/lib/create-restaurant';

export const SETUP_INCLUDES = [
  'Chatbot de IA personalizado',
  'Integración con WhatsApp Business',
  'Panel de control completo',
  'Gestión de menú y pedidos',
  'Analíticas y reportes',
] as const;

/** Spec §9: 2 s between creating the restaurant and the dashboard. */
export const SETUP_REDIRECT_MS = 2000;

export function RestaurantSetupForm() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [subdomain, setSubdomain] = useState('');
  // Until the owner types a subdomain, it follows the name (spec §5 derivation).
  const [subdomainEdited, setSubdomainEdited] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const create = useCreateRestaurant();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const changeName = (value: string) => {
    setName(value);
    if (!subdomainEdited) setSubdomain(deriveSubdomain(value));
  };

  const changeSubdomain = (value: string) => {
    setSubdomainEdited(true);
    setSubdomain(sanitizeSubdomain(value));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim() || !subdomain) {
      toast.error({ description: 'Por favor completa todos los campos' });
      return;
    }
    create.mutate(
      { name: name.trim(), subdomain, description: '', phone: '', email: '', address: '' },
      {
        onSuccess: (restaurant) => {
          setDone(true);
          toast.success({
            title: '¡Restaurante creado exitosamente!',
            description: `Tu sitio: ${siteAddress(restaurant?.subdomain ?? subdomain)}`,
          });
          timer.current = window.setTimeout(() => navigate('/dashboard'), SETUP_REDIRECT_MS);
        },
        onError: (error) => {
          if (isUnauthorized(error)) {
            toast.error({ title: 'No autorizado', description: 'Iniciando sesión de nuevo...' });
            timer.current = window.setTimeout(() => browser.navigate(loginUrlReturningTo('/restaurant-setup')), UNAUTHORIZED_REDIRECT_MS);
            return;
          }
          toast.error({ description: serverReason(error) ?? 'No se pudo crear el restaurante' });
        },
      },
    );
  };

  const saving = create.isPending || done;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <Label htmlFor="setup-name" required>
          Nombre del restaurante
        </Label>
        <Input
          id="setup-name"
          name="name"
          autoComplete="organization"
          placeholder="Ej. Tacos El Güero"
          value={name}
          onChange={(event) => changeName(event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="setup-subdomain" required>
          Subdominio personalizado
        </Label>
        <Input
          id="setup-subdomain"
          name="subdomain"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={SUBDOMAIN_MAX_LENGTH}
          placeholder="tacoselguero"
          value={subdomain}
          onChange={(event) => changeSubdomain(event.target.value)}
          aria-describedby="setup-subdomain-hint setup-preview"
        />
        <p id="setup-subdomain-hint" className="mt-1 text-xs text-stone-500">
          Solo letras minúsculas, números y guiones; máximo {SUBDOMAIN_MAX_LENGTH} caracteres.
        </p>
        <p id="setup-preview" className="mt-2 flex flex-wrap items-center gap-1 text-sm text-stone-600">
          <Globe aria-hidden="true" className="size-4 text-stone-400" />
          Tu sitio:
          <span className="font-mono font-medium break-all text-orange-700" data-testid="setup-preview">
            {siteAddress(subdomain || 'turestaurante')}
          </span>
        </p>
      </div>

      <div className="rounded-xl bg-emerald-50 p-4">
        <h2 className="text-sm font-semibold text-emerald-900">Tu suscripción incluye</h2>
        <ul className="mt-2 space-y-1.5" aria-label="Tu suscripción incluye">
          {SETUP_INCLUDES.map((item) => (
            <li key={item} className="flex gap-2 text-sm text-emerald-900">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-emerald-800">
          Tu restaurante empieza con {TRIAL_DAYS} días de prueba del plan elegido; el plan queda activo en cuanto se confirma tu pago.
        </p>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={saving || name === '' || subdomain === ''}>
        <Store aria-hidden="true" className="size-5" />
        Crear Mi Restaurante
      </Button>
    </form>
  );
}
