/** Which topics each client (by did:key) is subscribed to, whichever socket or instance it is on. */
export type SubscriptionStore = {
  add(clientId: string, topics: string[]): Promise<void>
  remove(clientId: string, topic: string): Promise<void>
  list(clientId: string): Promise<string[]>
  close(): Promise<void>
}
