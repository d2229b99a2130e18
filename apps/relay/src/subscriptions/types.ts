/** How many topics one client, and every client that subscribed from one address, may hold at once. */
export type SubscriptionQuota = { perClient: number; perAddress: number }

/** What `add` did: added the topics, or added none because a quota would be passed. */
export type SubscriptionAddResult = 'added' | 'clientFull' | 'addressFull'

/**
 * Which topics each client (by did:key) is subscribed to, whichever socket or instance it is on. A
 * client's topics count for the address it first subscribed from, and are forgotten
 * SUBSCRIPTION_TTL_MS after its last subscribe (the SDK subscribes again on every reconnect).
 */
export type SubscriptionStore = {
  add(clientId: string, address: string, topics: string[], now: number): Promise<SubscriptionAddResult>
  remove(clientId: string, topic: string): Promise<void>
  list(clientId: string, now: number): Promise<string[]>
  /** Forgets the subscriptions of clients that have not subscribed for SUBSCRIPTION_TTL_MS. */
  sweep(now: number): Promise<void>
  close(): Promise<void>
}
