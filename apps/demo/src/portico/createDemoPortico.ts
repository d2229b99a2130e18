import type { PorticoClient } from '@portico/core'
import { createPortico } from '@portico/react'
import type { LocalStack } from '../stack/loadLocalStack'
import { demoPorticoOptions } from './demoPorticoOptions'

type DemoParts = Omit<ReturnType<typeof demoPorticoOptions>, 'options'>

/**
 * The React page's Portico: the shared options, with the modal that @portico/react mounts. The return type
 * is written out: inferred, it would name core's client-context symbol, which a declaration cannot (TS4058).
 */
export function createDemoPortico(
  stack: LocalStack,
  pageOrigin = window.location.origin,
): DemoParts & { client: PorticoClient } {
  const { options, ...parts } = demoPorticoOptions(stack, pageOrigin)
  return { client: createPortico(options), ...parts }
}
