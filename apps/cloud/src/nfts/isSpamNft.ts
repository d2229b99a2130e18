/** What the spam rule looks at: the contract and the words its owner chose. */
export type SpamCheckedNft = {
  chainId: number
  contractAddress: string
  collectionName: string
  name: string | undefined
  description: string | undefined
}

/** A link or a web address in an NFT's words: the bait of unsolicited airdrops. */
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|io|xyz|net|org|app|site|top|link|claim|gift)\b/i
/** Words unsolicited airdrops use to lure the holder to a drainer. */
const LURE = /\b(?:claim|airdrop|voucher|free mint)s?\b/i

/**
 * SPEC §5 spam NFTs: the operator's list (`eip155:{chainId}:{address}` or a bare address, any chain),
 * or a collection or token whose name or description carries a link or an airdrop lure.
 */
export function isSpamNft(nft: SpamCheckedNft, spamContracts: readonly string[]): boolean {
  const address = nft.contractAddress.toLowerCase()
  const listed = spamContracts.some((entry) => {
    const wanted = entry.toLowerCase()
    return wanted === address || wanted === `eip155:${nft.chainId}:${address}`
  })
  if (listed) return true
  return [nft.collectionName, nft.name, nft.description].some(
    (words) => words !== undefined && (LINK.test(words) || LURE.test(words)),
  )
}
