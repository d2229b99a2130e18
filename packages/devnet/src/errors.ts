/** A port the devnet needs is taken: the message names the port and what wanted it. */
export class DevnetPortInUseError extends Error {
  override name = 'DevnetPortInUseError'
  readonly port: number

  constructor(port: number, host: string, purpose: string) {
    super(
      `Port ${port} on ${host} is already in use, so ${purpose} cannot start there. ` +
        `Stop the process that holds it or choose another port.`,
    )
    this.port = port
  }
}

/** anvil exited or never answered before it was ready. */
export class AnvilStartError extends Error {
  override name = 'AnvilStartError'
}

/** chopsticks exited, never answered, or the chain it runs could not be prepared. */
export class PolkadotDevnetStartError extends Error {
  override name = 'PolkadotDevnetStartError'
}
