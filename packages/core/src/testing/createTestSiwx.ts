import type { SiwxConfig, SiwxMessage, SiwxMessageInput, SiwxSession } from '../index'

type TestSiwxOptions = { required?: boolean; signOutOnDisconnect?: boolean; sessions?: SiwxSession[] }

/**
 * A sign-in config that keeps sessions in memory and trusts every signature, for tests of the flow
 * in core and ui. Real message formats and verifiers live in @portico/siwx.
 */
export function createTestSiwx(options: TestSiwxOptions = {}) {
  let sessions: SiwxSession[] = [...(options.sessions ?? [])]
  const revoked: Array<{ caipNetworkId: string; address: string }> = []
  const matches = (session: SiwxSession, caipNetworkId: string, address: string) =>
    session.data.chainId === caipNetworkId &&
    session.data.accountAddress.toLowerCase() === address.toLowerCase()

  const config: SiwxConfig = {
    createMessage: async (input: SiwxMessageInput): Promise<SiwxMessage> => {
      const data = {
        ...input,
        domain: 'test.local',
        uri: 'https://test.local',
        version: '1',
        nonce: 'testnonce',
      }
      return {
        ...data,
        toString: () => `test.local wants you to sign in as ${input.accountAddress} on ${input.chainId}`,
      }
    },
    addSession: async (session) => {
      sessions.push(session)
    },
    revokeSession: async (caipNetworkId, address) => {
      revoked.push({ caipNetworkId, address })
      sessions = sessions.filter((session) => !matches(session, caipNetworkId, address))
    },
    setSessions: async (next) => {
      sessions = [...next]
    },
    getSessions: async (caipNetworkId, address) => sessions.filter((s) => matches(s, caipNetworkId, address)),
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect,
  }
  return { config, sessions: () => sessions, revoked }
}

/** A session for an account on a network, as a wallet's good signature would leave it. */
export function testSiwxSession(caipNetworkId: string, address: string): SiwxSession {
  const data = {
    accountAddress: address,
    chainId: caipNetworkId,
    domain: 'test.local',
    uri: 'https://test.local',
    version: '1',
    nonce: 'testnonce',
  }
  return { data, message: `signed in as ${address}`, signature: '0xsigned' }
}
