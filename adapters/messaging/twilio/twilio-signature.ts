import twilio from 'twilio';

/**
 * `url` must be the public URL Twilio called (PUBLIC_URL + path + query), not the one the
 * server saw behind a proxy, or every signature fails.
 */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!authToken || !signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}
