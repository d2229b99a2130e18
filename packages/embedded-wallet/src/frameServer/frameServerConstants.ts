/** ARCHITECTURE.md: the secure frame's own origin in the local stack. */
export const DEFAULT_FRAME_SERVER_PORT = 4100
