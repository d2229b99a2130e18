import { type Config, type Connector, connect } from '@wagmi/core'

/**
 * Tells wagmi the WalletConnect session's connector is connected, so its actions (send, write,
 * typed data) find it; the accounts come from the session, so no prompt is shown.
 */
export async function attachSession(config: Config, connector: Connector): Promise<void> {
  if (config.state.connections.has(connector.uid)) return
  await connect(config, { connector })
}
