import { passkeyEnrolmentMessage } from '../../keys/index'
import type { FrameCloudClient } from '../frameCloudClient'
import { FrameError, NOT_CONNECTED_MESSAGE } from '../frameErrors'
import type { PasskeyView } from './createPasskeyView'
import { createPasskey, usePasskey } from './passkeyCeremony'

export type PasskeyFlowParameters = {
  cloud: FrameCloudClient
  view: PasskeyView
  /** The live session's token, if any. */
  token: () => string | undefined
  /** The open wallet's EVM key signs an EIP-191 message: the proof that this device holds the wallet. */
  signWithWallet: (message: string) => Promise<string>
}

/**
 * The wallet's passkeys, each ceremony started by the person's click in the frame's own view: adding one (Account),
 * and using one so the cloud releases the recovery share to a new device (a project's second factor).
 */
export function createPasskeyFlow({ cloud, view, token, signWithWallet }: PasskeyFlowParameters) {
  return {
    async add(): Promise<{ status: 'added' }> {
      const current = token()
      if (!current) throw new FrameError(NOT_CONNECTED_MESSAGE)
      await view.ask('add', async () => {
        const { options } = await cloud.passkeyRegistrationOptions(current)
        const response = await createPasskey(options)
        const walletSignature = await signWithWallet(passkeyEnrolmentMessage(options.challenge))
        await cloud.addPasskey(current, { response, walletSignature })
      })
      return { status: 'added' }
    },
    /** Marks the login's session as proven by a passkey; resolves once the cloud accepted one. */
    prove(sessionToken: string): Promise<void> {
      return view.ask('use', async () => {
        const { options } = await cloud.passkeyAuthenticationOptions(sessionToken)
        await cloud.provePasskey(sessionToken, await usePasskey(options))
      })
    },
    cancel: () => view.close(),
  }
}

export type PasskeyFlow = ReturnType<typeof createPasskeyFlow>
