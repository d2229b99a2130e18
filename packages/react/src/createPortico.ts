import {
  createPortico as createCoreClient,
  type PorticoClient,
  type PorticoEnvironment,
  type PorticoOptions,
} from '@portico/core'
import { createPorticoUi, type PorticoUiOptions } from '@portico/ui'

export type CreatePorticoOptions = PorticoOptions & {
  /** The modal's language (a BCP 47 tag) when `ui` is not given; by default the browser's language. */
  locale?: string
  /** When `ui` is not given: the modal's code loads when the page is idle (default) or on a button's hover. */
  preload?: PorticoUiOptions['preload']
}

let lastCreated: PorticoClient | undefined

/**
 * Core's createPortico with the modal mounted by default (SPEC §1: the modal is injected last),
 * remembered so hooks work without a provider (ARCHITECTURE.md "The client").
 */
export function createPortico(
  { locale, preload, ...options }: CreatePorticoOptions,
  environment?: PorticoEnvironment,
): PorticoClient {
  lastCreated = createCoreClient(
    { ...options, ui: options.ui ?? createPorticoUi({ locale, preload }) },
    environment,
  )
  return lastCreated
}

export function getLastCreatedClient(): PorticoClient | undefined {
  return lastCreated
}
