import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { AnvilStartError } from './errors'

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * The anvil executable shipped in @foundry-rs/anvil's platform package. We run it directly rather
 * than through the package's node wrapper, so stopping the devnet signals anvil itself.
 */
export function resolveAnvilBinary(): string {
  const platformPackage = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (!platformPackage) {
    throw new AnvilStartError(`anvil has no build for ${process.platform} ${process.arch}`)
  }
  const wrapperRequire = createRequire(
    createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'),
  )
  const binary = join(
    dirname(wrapperRequire.resolve(`${platformPackage}/package.json`)),
    'bin',
    process.platform === 'win32' ? 'anvil.exe' : 'anvil',
  )
  if (!existsSync(binary))
    throw new AnvilStartError(`anvil binary missing at ${binary}; reinstall dependencies`)
  return binary
}
