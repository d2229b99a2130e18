/** SPEC-free test helper: re-reads until `done` holds or `boundMs` passes, then gives the last read. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  boundMs: number,
): Promise<T> {
  const deadline = Date.now() + boundMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() >= deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
