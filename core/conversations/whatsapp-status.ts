/** What the dashboard's WhatsApp card shows (spec §3 "WhatsApp configuration status"). */
export interface WhatsAppStatus {
  /** The provider accepted the stored credentials (checked at most every few minutes). */
  configured: boolean;
  provider: 'meta' | 'twilio';
  hasAccessToken: boolean;
  hasVerifyToken: boolean;
  phoneNumber: string | null;
  webhookUrl: string;
}

export interface WhatsAppStatusReader {
  status(restaurantId: string): Promise<WhatsAppStatus>;
}
