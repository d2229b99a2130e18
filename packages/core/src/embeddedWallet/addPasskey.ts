import { NOT_CONNECTED_TO_EMAIL_OR_SOCIAL } from '../errors/messages'
import type { ExportWalletDependencies } from './exportWallet'

/**
 * Asks the person, in the secure frame's own view, to add a passkey to their wallet: a project can then require
 * it before the wallet opens on a new device. Only a wallet logged in by email or social has one to protect.
 */
export async function addPasskey(dependencies: ExportWalletDependencies): Promise<void> {
  if (!dependencies.currentUser()) throw new Error(NOT_CONNECTED_TO_EMAIL_OR_SOCIAL)
  await (await dependencies.bridge()).addPasskey()
}

/** The view left: the frame hides its prompt. */
export async function cancelAddPasskey(dependencies: ExportWalletDependencies): Promise<void> {
  await (await dependencies.bridge()).cancelAddPasskey()
}
