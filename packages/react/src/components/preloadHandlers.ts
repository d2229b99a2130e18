import { preloadModal } from '@portico/ui'

const preload = () => void preloadModal().catch(() => undefined)

/** ARCHITECTURE.md "Loading": a button preloads the modal's chunk on hover or focus, so the first open paints at once. */
export const preloadHandlers = { onPointerEnter: preload, onFocus: preload } as const
