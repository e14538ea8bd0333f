import type { MenuItem } from '../../../core/menu/menu-item.js';
import { formatMxn } from '../../../core/shared/money.js';
import type { Restaurant } from '../../../core/tenancy/restaurant.js';
import { escapeHtml as e, FAVICON_LINK } from './html.js';

const STYLE = `*{box-sizing:border-box}body{margin:0;overflow-wrap:anywhere;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#fffaf5;color:#1c1917}
header{background:linear-gradient(135deg,#ea580c,#c2410c);color:#fff;padding:2.5rem 1.25rem 2rem;text-align:center}
header h1{margin:0 0 .5rem;font-size:2rem}header p{margin:.25rem auto;max-width:40rem;opacity:.95}
.cta{display:inline-flex;align-items:center;gap:.5rem;margin-top:1.25rem;background:#16a34a;color:#fff;text-decoration:none;font-weight:700;padding:.85rem 1.4rem;border-radius:999px;box-shadow:0 6px 20px rgba(0,0,0,.18)}
.cta:focus-visible{outline:3px solid #fff;outline-offset:3px}
main{max-width:48rem;margin:0 auto;padding:1.5rem 1.25rem 4rem}
h2{font-size:1.25rem;border-bottom:2px solid #fed7aa;padding-bottom:.4rem;margin:2rem 0 1rem}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
li{background:#fff;border-radius:.8rem;padding:.9rem 1rem;box-shadow:0 1px 3px rgba(0,0,0,.06);display:flex;justify-content:space-between;gap:1rem}li>div{min-width:0}li>.price{flex-shrink:0}
li.out{opacity:.55}.name{font-weight:650}.desc{color:#57534e;font-size:.9rem;margin-top:.2rem}
.price{font-weight:700;white-space:nowrap;color:#c2410c}.badge{display:inline-block;margin-left:.5rem;font-size:.75rem;background:#fee2e2;color:#b91c1c;border-radius:999px;padding:.1rem .5rem;font-weight:600}
footer{text-align:center;color:#78716c;font-size:.85rem;padding:2rem 1rem}`;

/** `https://wa.me/<digits>?text=…` opens a chat with the greeting already typed. */
function whatsAppLink(phone: string, restaurantName: string): string {
  const greeting = `¡Hola ${restaurantName}! Quiero hacer un pedido.`;
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;
}

function menuSections(menu: MenuItem[]): string {
  const byCategory = new Map<string, MenuItem[]>();
  for (const item of menu) byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  return [...byCategory]
    .map(
      ([category, items]) =>
        `<section><h2>${e(category)}</h2><ul>${items
          .map(
            (item) =>
              `<li${item.available ? '' : ' class="out"'}><div><div class="name">${e(item.name)}${
                item.available ? '' : '<span class="badge">Agotado</span>'
              }</div>${item.description ? `<div class="desc">${e(item.description)}</div>` : ''}</div><div class="price">${formatMxn(item.price)}</div></li>`,
          )
          .join('')}</ul></section>`,
    )
    .join('');
}

/** The public page a restaurant's customers see at {subdominio}.{BASE_DOMAIN}. */
export function restaurantSitePage(restaurant: Restaurant, menu: MenuItem[], businessPhone: string | null): string {
  const cta = businessPhone
    ? `<a class="cta" href="${e(whatsAppLink(businessPhone, restaurant.name))}" rel="noopener">Pedir por WhatsApp</a>`
    : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${FAVICON_LINK}
<title>${e(restaurant.name)} · Menú y pedidos por WhatsApp</title>
<meta name="description" content="${e(restaurant.description ?? `Menú de ${restaurant.name}`)}">
<style>${STYLE}</style></head>
<body>
<header><h1>${e(restaurant.name)}</h1>${restaurant.description ? `<p>${e(restaurant.description)}</p>` : ''}${
    restaurant.address ? `<p>📍 ${e(restaurant.address)}</p>` : ''
  }${cta}</header>
<main>${menu.length ? menuSections(menu) : '<p>Muy pronto publicaremos nuestro menú.</p>'}</main>
<footer>Pedidos por WhatsApp con Comanda</footer>
</body></html>`;
}

export function siteNotFoundPage(subdomain: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${FAVICON_LINK}
<title>Restaurante no encontrado</title><style>${STYLE}</style></head>
<body><main style="text-align:center;padding-top:4rem"><h1>Restaurante no encontrado</h1>
<p>No existe un restaurante con la dirección «${e(subdomain)}».</p></main></body></html>`;
}
