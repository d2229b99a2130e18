/** A window's own Event classes (a page's, or a DOM implementation's in tests); the global ones otherwise. */
export function eventsOf(target: EventTarget): { Event: typeof Event; CustomEvent: typeof CustomEvent } {
  const own = target as { Event?: typeof Event; CustomEvent?: typeof CustomEvent }
  return { Event: own.Event ?? Event, CustomEvent: own.CustomEvent ?? CustomEvent }
}
