/**
 * Which conversations a restaurant's assistant has taken on, and when: a conversation is
 * admitted once, on its first answered message, and that is what a plan's monthly
 * conversation limit counts. Customers turned away are not admitted, so they count nothing.
 * A ledger: deleting a conversation afterwards takes nothing back from the month.
 */
export interface ConversationAdmissions {
  isAdmitted(restaurantId: string, conversationId: string): Promise<boolean>;
  /**
   * Idempotent. Returns the month's admissions counting this one, read in the same write (so
   * two conversations admitted at once get different counts), or null when it was admitted before.
   */
  admit(restaurantId: string, conversationId: string, at: Date): Promise<number | null>;
  /** Admissions in [from, to). */
  count(restaurantId: string, from: Date, to: Date): Promise<number>;
}
