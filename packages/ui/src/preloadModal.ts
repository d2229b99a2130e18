let shell: Promise<typeof import('./modal/mountModal')> | undefined

/**
 * Loads the modal shell's chunk without opening it: call on idle or on hover of a connect button
 * (ARCHITECTURE.md "Loading") so the first open paints at once. Safe to call any number of times.
 */
export function preloadModal(): Promise<typeof import('./modal/mountModal')> {
  shell ??= import('./modal/mountModal')
  return shell
}
