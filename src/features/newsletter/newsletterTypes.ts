/** Magento's SubscriptionStatusesEnum: NOT_ACTIVE means the address still has to confirm by e-mail. */
export type SubscriptionStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

export interface SubscribeToNewsletterData {
  subscribeEmailToNewsletter: { status: SubscriptionStatus | null } | null;
}

export interface SubscribeToNewsletterVariables {
  email: string;
}
