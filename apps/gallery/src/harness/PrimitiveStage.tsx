import { createMemoryStorage, createPortico, ethereum } from '@portico/core'
import { adoptStyles, baseCss, buildThemeTokens, primitivesCss } from '@portico/ui/primitives'
import {
  type CSSProperties,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import type { Theme } from './createGalleryClient'
import { GalleryStage } from './GalleryStage'
import { whenStageSettled } from './whenStageSettled'

// The bundled Inter of @fontsource-variable/inter, set through the public --portico-font-family theme variable.
const FONT = "'Inter Variable', system-ui, sans-serif"

const STAGE_CSS = `${baseCss}\n${primitivesCss}\n.gallery-primitives { display: flex; flex-wrap: wrap; align-items: center; gap: 16px; padding: 24px; background: var(--pc-bg-1); min-width: 360px; }`

/**
 * A primitive in a shadow root with the modal's CSS, themed from a real core client's theme store
 * (themeMode and themeVariables), as the modal themes its own parts.
 */
export function PrimitiveStage({
  storyId,
  theme,
  children,
}: {
  storyId: string
  theme: Theme
  children: ReactNode
}) {
  const stage = useRef<HTMLDivElement>(null)
  const host = useRef<HTMLDivElement>(null)
  const [shadow, setShadow] = useState<ShadowRoot>()
  const tokens = useMemo(() => {
    const client = createPortico({
      projectId: 'portico-gallery',
      networks: [ethereum],
      storage: createMemoryStorage(),
      themeMode: theme,
      themeVariables: { '--portico-font-family': FONT },
    })
    const { themeMode, themeVariables } = client.stores.theme.getState()
    return buildThemeTokens(themeMode, themeVariables)
  }, [theme])
  useLayoutEffect(() => {
    const element = host.current
    if (!element) return
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    // A constructed sheet, as the modal's own: the stage passes the gallery's strict-CSP check too.
    adoptStyles(root, STAGE_CSS)
    setShadow(root)
  }, [])
  useEffect(() => {
    const element = stage.current
    if (!shadow || !element) return
    element.removeAttribute('data-gallery-ready')
    let cancelled = false
    void whenStageSettled(shadow, () => Boolean(shadow.querySelector('.gallery-primitives'))).then(
      (ready) => {
        if (ready && !cancelled) element.setAttribute('data-gallery-ready', 'true')
      },
    )
    return () => {
      cancelled = true
    }
  }, [shadow])
  return (
    // The shadow host is `display: contents` (baseCss), so the stage around it is what has a box.
    <GalleryStage stageRef={stage} storyId={storyId} theme={theme}>
      <div ref={host} />
      {shadow
        ? createPortal(
            <div className="pc-root" style={tokens as CSSProperties} data-theme={theme}>
              <div className="gallery-primitives">{children}</div>
            </div>,
            shadow,
          )
        : null}
    </GalleryStage>
  )
}
