/** Which topics each client (by did:key) is subscribed to, whichever socket or instance it is on. */
export type SubscriptionStore = {
  /** Adds `topics` unless the client would then hold more than `max`; false (nothing added) if so. */
  add(clientId: string, topics: string[], max: number): Promise<boolean>
  remove(clientId: string, topic: string): Promise<void>
  list(clientId: string): Promise<string[]>
  close(): Promise<void>
}
