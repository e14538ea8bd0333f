import { PASSWORD_MAX, PASSWORD_MIN } from '../../../core/tenancy/password-policy.js';
import { escapeHtml, FAVICON_LINK } from './html.js';

/**
 * The sign-in / registration page at GET /api/login. Server-rendered so it works before
 * the SPA loads and whatever the SPA's state; a small script posts JSON and follows up.
 */
export function loginPage(mode: 'login' | 'register', next: string | null = null, nonce = ''): string {
  const registering = mode === 'register';
  const after = next ?? (registering ? '/welcome' : '/');
  const keepNext = next ? `&next=${encodeURIComponent(next)}` : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${FAVICON_LINK}
<title>${registering ? 'Crear cuenta' : 'Iniciar sesión'} · Comanda</title>
<style>
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#fff7ed;color:#1c1917;display:grid;place-items:center;min-height:100vh;padding:1rem}
  main{background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(0,0,0,.08);padding:2rem;width:100%;max-width:26rem}
  h1{margin:0 0 .25rem;font-size:1.5rem}p{color:#57534e;margin:0 0 1.5rem}
  label{display:block;font-weight:600;font-size:.9rem;margin:1rem 0 .35rem}
  input{width:100%;padding:.7rem .8rem;border:1px solid #d6d3d1;border-radius:.6rem;font-size:1rem}
  input:focus{outline:2px solid #ea580c;border-color:transparent}
  button{margin-top:1.5rem;width:100%;padding:.8rem;border:0;border-radius:.6rem;background:#c2410c;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
  button[disabled]{opacity:.6;cursor:wait}
  .error{color:#b91c1c;font-size:.9rem;margin-top:1rem;min-height:1.2em}
  .switch{margin-top:1.25rem;text-align:center;font-size:.9rem}a{color:#c2410c}
  .brand{font-weight:800;color:#c2410c;margin-bottom:1rem;display:block;text-decoration:none}
</style>
</head>
<body>
<main>
  <a class="brand" href="/">Comanda</a>
  <h1>${registering ? 'Crea tu cuenta' : 'Inicia sesión'}</h1>
  <p>${registering ? 'Empieza a recibir pedidos por WhatsApp con tu asistente de IA.' : 'Entra a tu panel para ver conversaciones y pedidos.'}</p>
  <form id="form" novalidate>
    ${registering ? '<label for="name">Nombre</label><input id="name" name="name" autocomplete="name" placeholder="Tu nombre">' : ''}
    <label for="email">Correo electrónico</label>
    <input id="email" name="email" type="email" autocomplete="email" required placeholder="tu@restaurante.mx">
    <label for="password">Contraseña</label>
    <input id="password" name="password" type="password" required minlength="${registering ? PASSWORD_MIN : 1}" maxlength="${PASSWORD_MAX}" autocomplete="${registering ? 'new-password' : 'current-password'}" placeholder="${registering ? `Mínimo ${PASSWORD_MIN} caracteres` : 'Tu contraseña'}">
    <div class="error" id="error" role="alert" aria-live="polite"></div>
    <button type="submit" id="submit">${registering ? 'Crear cuenta' : 'Iniciar sesión'}</button>
  </form>
  <div class="switch">${
    registering
      ? `¿Ya tienes cuenta? <a href="/api/login?mode=login${escapeHtml(keepNext)}">Inicia sesión</a>`
      : `¿Aún no tienes cuenta? <a href="/api/login?${escapeHtml(keepNext.slice(1))}">Regístrate</a>`
  }</div>
</main>
<script nonce="${escapeHtml(nonce)}">
  const form = document.getElementById('form');
  const error = document.getElementById('error');
  const submit = document.getElementById('submit');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const data = Object.fromEntries(new FormData(form));
    if (!data.email || !data.password) { error.textContent = 'Ingresa tu correo y contraseña'; return; }
    submit.disabled = true;
    try {
      const res = await fetch('${registering ? '/api/auth/register' : '/api/auth/login'}', {
        method: 'POST', credentials: 'include',
        headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data),
      });
      if (res.ok) { window.location.href = ${JSON.stringify(after).replace(/</g, '\\u003c')}; return; }
      const body = await res.json().catch(() => ({}));
      error.textContent = body.error || 'No se pudo completar la solicitud';
    } catch {
      error.textContent = 'Error de conexión. Inténtalo de nuevo.';
    }
    submit.disabled = false;
  });
</script>
</body>
</html>`;
}
