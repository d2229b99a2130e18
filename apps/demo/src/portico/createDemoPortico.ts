import { createPortico } from '@portico/react'
import type { LocalStack } from '../stack/loadLocalStack'
import { demoPorticoOptions } from './demoPorticoOptions'

/** The React page's Portico: the shared options, with the modal that @portico/react mounts. */
export function createDemoPortico(stack: LocalStack, pageOrigin = window.location.origin) {
  const { options, ...parts } = demoPorticoOptions(stack, pageOrigin)
  return { client: createPortico(options), ...parts }
}
