import { PorticoError } from '../../errors/PorticoError'

/** What client.connect rejects with (SPEC §8's message as its message); apart from connect, which loads lazily. */
export class ConnectError extends PorticoError {
  override name = 'ConnectError'
  readonly code = 'CONNECT_FAILED'
}
