import type { PorticoClient, ThemeVariables } from '@portico/core'
import * as React from 'react'
import { type CSSProperties, type ReactNode, useCallback, useId, useMemo } from 'react'
import type { Messages } from '../locales/en'
import { textDirection } from '../locales/textDirection'
import { PorticoProvider } from '../state/PorticoContext'
import { useClientStore } from '../state/useClientStore'
import { buildThemeTokens } from '../theme/buildThemeTokens'
import { AlertBar } from './AlertBar/AlertBar'
import { Dialog } from './Dialog/Dialog'
import { Header } from './Header/Header'
import { LegalFooter } from './LegalFooter/LegalFooter'
import { Router } from './Router/Router'
import { useViewEntrance } from './Router/useViewEntrance'
import { Snackbar } from './Snackbar/Snackbar'
import { useBundledFont } from './useBundledFont'

export type ModalAppProps = {
  client: PorticoClient
  messages: Messages
  inline: boolean
  /** `--portico-*` values set in the host page's CSS; core's themeVariables win over them. */
  pageThemeVariables: ThemeVariables
}

type ActivityProps = { mode: 'visible' | 'hidden'; children: ReactNode }
/**
 * React 19.2's Activity, read off the namespace so React 18 (which lacks it) still loads this module.
 * Hidden, it renders the closed dialog ahead of time at idle priority, without its effects; opening
 * then only shows it and runs the effects, instead of building the whole view on the click.
 */
const Activity = (React as { Activity?: React.ComponentType<ActivityProps> }).Activity

/** The shell: themed root, then the dialog while core's modal store says open (SPEC §4 modal flags). */
export function ModalApp({ client, messages, inline, pageThemeVariables }: ModalAppProps) {
  const open = useClientStore(client.stores.modal, (state) => state.open)
  const shake = useClientStore(client.stores.modal, (state) => state.shake)
  const view = useClientStore(client.stores.router, (state) => state.view)
  const entrance = useViewEntrance(open, view)
  const mode = useClientStore(client.stores.theme, (state) => state.themeMode)
  const variables = useClientStore(client.stores.theme, (state) => state.themeVariables)
  const themeVariables = useMemo(
    () => ({ ...pageThemeVariables, ...variables }),
    [variables, pageThemeVariables],
  )
  const tokens = useMemo(() => buildThemeTokens(mode, themeVariables), [mode, themeVariables])
  useBundledFont(themeVariables['--portico-font-family'])
  const titleId = useId()
  const close = useCallback(() => client.close(), [client])
  const dialog = (
    <Dialog labelledBy={titleId} inline={inline} shake={shake} contentKey={view} onDismiss={close}>
      <Header view={view} titleId={titleId} />
      <AlertBar />
      <Router view={view} entrance={entrance} />
      {view === 'Connect' ? <LegalFooter /> : null}
      <Snackbar />
    </Dialog>
  )
  return (
    <PorticoProvider client={client} messages={messages}>
      {/* The catalogue's language and direction: Arabic, Hebrew and Persian lay the modal out right to left. */}
      <div
        className="pc-root"
        style={tokens as CSSProperties}
        data-theme={mode}
        lang={messages['locale.tag']}
        dir={textDirection(messages['locale.tag'])}
      >
        {Activity ? <Activity mode={open ? 'visible' : 'hidden'}>{dialog}</Activity> : open ? dialog : null}
      </div>
    </PorticoProvider>
  )
}
