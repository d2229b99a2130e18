import { NOT_CONNECTED_TO_EMAIL_OR_SOCIAL } from '../errors/messages'
import type { EmbeddedWalletUser } from '../types/embeddedWallet'
import { awaitCodeInFrame } from './awaitCodeInFrame'
import { readableError } from './readableError'
import type { EmbeddedWalletBridge } from './types'

export type ExportWalletDependencies = {
  bridge: () => Promise<EmbeddedWalletBridge>
  /** The logged-in user of the AUTH connection, undefined when the embedded wallet is not connected. */
  currentUser: () => EmbeddedWalletUser | undefined
}

/**
 * SPEC §4 "Secure frame": starts a key export; the frame has the cloud mail a code to the user's email.
 * Only a wallet logged in by email or social has keys the frame can show: anyone else is refused at once.
 */
export async function startWalletExport(dependencies: ExportWalletDependencies): Promise<void> {
  if (!dependencies.currentUser()) throw new Error(NOT_CONNECTED_TO_EMAIL_OR_SOCIAL)
  await (await dependencies.bridge()).exportWallet()
}

/**
 * Waits for the export's code, typed in the frame; the frame then shows the keys in its own document. True once
 * the person clicked Done there, false when the wait ended; each refused code goes to `onRefused` as its text.
 */
export async function awaitWalletExport(
  dependencies: ExportWalletDependencies,
  { onRefused, stillWanted }: { onRefused: (message: string) => void; stillWanted: () => boolean },
): Promise<boolean> {
  const finished = await awaitCodeInFrame({
    ask: async () => (await dependencies.bridge()).exportWalletOtp(),
    onRefused: (error) => onRefused(readableError(error)),
    stillWanted,
  })
  return finished !== undefined
}

/** The view left: the frame wipes what it shows and forgets the export's code. */
export async function cancelWalletExport(dependencies: ExportWalletDependencies): Promise<void> {
  await (await dependencies.bridge()).cancelExportWallet()
}
