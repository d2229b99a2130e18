import type { PorticoOptions } from '../client/options'
import { ACCOUNT_NAME_SUFFIX } from '../constants'

/** The zone names are registered under: the host's `nameZone`, else SPEC §5's `.reown.id` (without its dot). */
export function accountNameZone(options: Pick<PorticoOptions, 'nameZone'>): string {
  return (options.nameZone ?? ACCOUNT_NAME_SUFFIX).replace(/^\./, '').toLowerCase()
}
