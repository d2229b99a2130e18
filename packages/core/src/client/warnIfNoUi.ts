import type { PorticoContext } from './context'
import { isDevelopment } from './isDevelopment'

/** Said once per client when open() is called on a client that has no modal to show. */
export const NO_UI_WARNING =
  'Portico: open() has no modal to show. Use createPortico of @portico/react, or pass `ui: createPorticoUi()` from @portico/ui.'

const warned = new WeakSet<PorticoContext>()

/** Without `ui`, open() only sets `isOpen`: in development the host is told why nothing appears. */
export function warnIfNoUi(context: PorticoContext): void {
  if (context.options.ui || warned.has(context) || !isDevelopment()) return
  warned.add(context)
  console.warn(NO_UI_WARNING)
}
