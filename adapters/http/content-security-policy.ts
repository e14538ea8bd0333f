import { NONCE } from 'hono/secure-headers';

const STRIPE_JS = 'https://js.stripe.com';

/**
 * What pages may load: our own scripts (inline ones only with the per-response nonce, for
 * the server-rendered sign-in page), Stripe.js and its frames for card payments, nothing
 * else. Styles may be inline: the server pages carry a <style> and React sets style props.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE, STRIPE_JS],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://api.stripe.com', 'https://m.stripe.network'],
  frameSrc: [STRIPE_JS, 'https://hooks.stripe.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
