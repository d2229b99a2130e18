// The secure frame's smart-account networks are the devnet's EVM chains that run a bundler.

/** `--bundler <chainId>=<url>` for each chain of the devnet description (its JSON) that has a bundlerUrl. */
export function frameBundlerArgs(devnetDescription) {
  return (devnetDescription.chains ?? [])
    .filter((chain) => typeof chain.bundlerUrl === 'string')
    .flatMap((chain) => ['--bundler', `${chain.chainId}=${chain.bundlerUrl}`])
}
