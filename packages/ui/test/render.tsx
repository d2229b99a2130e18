import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

// React warns unless tests declare that they wrap updates in act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mounted: { root: Root; container: HTMLElement }[] = []

/** Renders into a fresh element of the test page; `cleanup` removes every one. */
export async function render(ui: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(ui))
  mounted.push({ root, container })
  return {
    container,
    rerender: (next: ReactNode) => act(async () => root.render(next)),
  }
}

export async function cleanup() {
  for (const { root, container } of mounted.splice(0)) {
    await act(async () => root.unmount())
    container.remove()
  }
}
