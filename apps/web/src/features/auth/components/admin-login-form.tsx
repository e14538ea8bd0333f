import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { serverReason } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { toast } from '@/lib/toast';
import { useAdminLogin } from '@/features/auth/api/admin-login';

// Spec §9: redirect 0.5 s after a successful admin login.
const REDIRECT_DELAY_MS = 500;

const inputClassName =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 ' +
  'placeholder:text-stone-400 focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none';

export function AdminLoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const redirectTimer = useRef<number | undefined>(undefined);
  const login = useAdminLogin();

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast.error({ description: 'Ingrese usuario y contraseña' });
      return;
    }
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (result) => {
          if (!result?.success) {
            toast.error({ title: 'Error de acceso', description: 'Credenciales incorrectas' });
            return;
          }
          toast.success({ title: 'Acceso concedido', description: 'Redirigiendo al panel...' });
          // A full load so the session query starts fresh with the new cookie.
          redirectTimer.current = window.setTimeout(() => browser.navigate('/'), REDIRECT_DELAY_MS);
        },
        onError: (error) => {
          // Throttled sign-ins carry the server's reason ("Demasiados intentos, espera N min.").
          toast.error({ description: serverReason(error) ?? 'Error de conexión o credenciales incorrectas' });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor="admin-username" className="block text-sm font-medium text-stone-700">
          Usuario
        </label>
        <input
          id="admin-username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          placeholder="admin"
          className={inputClassName}
        />
      </div>
      <div>
        <label htmlFor="admin-password" className="block text-sm font-medium text-stone-700">
          Contraseña
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={inputClassName}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        <LogIn aria-hidden="true" className="size-5" />
        {login.isPending ? 'Ingresando...' : 'Iniciar Sesión'}
      </Button>
    </form>
  );
}
