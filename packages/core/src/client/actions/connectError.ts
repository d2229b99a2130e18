/** What client.connect rejects with (SPEC §8's message as its message); apart from connect, which loads lazily. */
export class ConnectError extends Error {
  override name = 'ConnectError'
}
