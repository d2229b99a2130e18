import { contextOf } from '../client/clientContext'
import type { PorticoClient } from '../client/createPortico'
import type { OnrampProvider } from '../constants'
import { selectOnrampProviders } from '../store/createFeaturesStore'
import { OnrampError } from './OnrampError'
import { onrampStoreOf } from './onrampStore'

/** The providers the project's features allow (SPEC §1 step 7, §9), none when on-ramp is off. */
export function onrampProviders(client: PorticoClient): readonly OnrampProvider[] {
  return selectOnrampProviders(contextOf(client).stores.features.getState().features)
}

/** SPEC §6: the provider quotes and checkouts go through; one the features do not allow is refused. */
export function selectOnrampProvider(client: PorticoClient, provider: OnrampProvider): void {
  if (!onrampProviders(client).includes(provider))
    throw new OnrampError(`on-ramp provider not enabled for this project: ${provider}`)
  onrampStoreOf(client).setState({ provider, error: undefined })
}
