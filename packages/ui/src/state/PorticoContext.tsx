import type { PorticoClient } from '@portico/core'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { MessageKey, Messages } from '../locales/en'
import { formatMessage } from '../locales/formatMessage'

type PorticoUiContext = {
  client: PorticoClient
  messages: Messages
  /** A message of the chosen locale with its placeholders filled. */
  t: (key: MessageKey, values?: Record<string, string>) => string
}

const Context = createContext<PorticoUiContext | undefined>(undefined)

export function PorticoProvider({
  client,
  messages,
  children,
}: {
  client: PorticoClient
  messages: Messages
  children: ReactNode
}) {
  const value = useMemo(
    () => ({
      client,
      messages,
      t: (key: MessageKey, values?: Record<string, string>) => formatMessage(messages[key], values),
    }),
    [client, messages],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function usePortico(): PorticoUiContext {
  const value = useContext(Context)
  if (!value) throw new Error('Portico UI components must render inside the modal shell')
  return value
}
