import { CheckCircle2, Circle, Rocket, Send } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { formatPhone } from '@/lib/phone';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { withRestaurantParam } from '@/lib/restaurant';
import { useWhatsAppStatus } from '@/lib/whatsapp-status';
import { useGoLiveChecklist, type GoLiveStep } from '@/features/dashboard/api/go-live';

/** Meta's steps to connect a WhatsApp Business number, in the order the owner clicks through them. */
export const META_GUIDE = [
  'Entra a developers.facebook.com con la cuenta de Facebook de tu negocio y crea una app de tipo «Negocio».',
  'En la app agrega el producto «WhatsApp» y elige (o crea) tu cuenta de WhatsApp Business.',
  'En «Configuración de la API» copia el «Identificador del número de teléfono» (Phone number ID).',
  'En «Usuarios del sistema» del administrador comercial genera un token de acceso permanente con permisos whatsapp_business_messaging.',
  'En «Configuración de la app → Básica» copia la «Clave secreta de la app» (App secret).',
  'Pega los tres datos en API Settings de Comanda y guarda; ahí también verás la URL del webhook y el Verify Token.',
  'En Meta, «WhatsApp → Configuración → Webhook», pega la URL y el Verify Token de Comanda y suscríbete a «messages».',
  'Vuelve aquí y mándale «Hola» a tu número desde tu celular: es el mensaje de prueba.',
];

/** Shown on the dashboard until every step to receive real orders is done. */
export function GoLiveChecklist() {
  const checklist = useGoLiveChecklist();
  if (!checklist.data || checklist.data.done) return null;
  const { steps, remaining } = checklist.data;
  return (
    <Card className="mb-6 border-orange-200">
      <CardHeader>
        <CardTitle>
          <Rocket aria-hidden="true" className="size-5 text-orange-700" />
          Lista para recibir pedidos
        </CardTitle>
        <p className="text-sm text-stone-700">
          {steps.length - remaining} de {steps.length} pasos listos. Termina los que faltan para que tus clientes puedan pedir por WhatsApp.
        </p>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3" aria-label="Pasos para empezar">
          {steps.map((step) => (
            <ChecklistStep key={step.key} step={step} />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function ChecklistStep({ step }: { step: GoLiveStep }) {
  const { search } = useLocation();
  return (
    <li className="flex gap-3">
      {step.done ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      ) : (
        <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-400" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium text-stone-900">
          {step.label}
          <span className="sr-only">{step.done ? ': listo' : ': pendiente'}</span>
        </p>
        {step.done ? null : (
          <>
            <p className="text-sm text-stone-700">{step.hint}</p>
            {step.key === 'whatsapp' ? (
              <details className="mt-1 text-sm text-stone-700">
                <summary className="cursor-pointer font-medium text-orange-800">Guía paso a paso para conectar con Meta</summary>
                <ol className="mt-2 list-decimal space-y-1 pl-5">
                  {META_GUIDE.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ol>
              </details>
            ) : null}
            {step.key === 'testMessage' ? (
              <TestMessageForm />
            ) : step.href !== '/' ? (
              <Link to={withRestaurantParam(step.href, search)} className={buttonClassName('outline', 'sm', 'mt-2')}>
                Completar: {step.label}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

/**
 * "Envíame un mensaje de prueba": the owner writes to the business number from their own phone;
 * the step is done once the assistant's answer left through WhatsApp (WhatsApp only lets a
 * business write first with an approved template, so the owner starts the chat).
 */
function TestMessageForm() {
  const checklist = useGoLiveChecklist();
  const whatsapp = useWhatsAppStatus();
  const number = whatsapp.data?.phoneNumber ? formatPhone(whatsapp.data.phoneNumber) : 'tu número de WhatsApp Business';
  return (
    <div className="mt-2 space-y-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-800">
      <p>
        <strong>Envíame un mensaje de prueba:</strong> desde tu celular manda «Hola» por WhatsApp a {number}. Cuando el asistente te
        conteste, este paso queda listo.
      </p>
      <Button size="sm" variant="outline" onClick={() => void checklist.refetch()} disabled={checklist.isFetching}>
        <Send aria-hidden="true" className="size-4" />
        {checklist.isFetching ? 'Revisando...' : 'Ya lo envié, revisar'}
      </Button>
    </div>
  );
}
