/** SPEC §3: one entry of an account's history. */
export type Transaction = {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
  }
  transfers: TransactionTransfer[]
}

export type TransactionTransfer = {
  direction?: 'in' | 'out' | 'self'
  fungible_info?: { name?: string; symbol: string; icon?: { url: string }; quantity?: { numeric: string } }
  nft_info?: { name: string; content?: { preview?: { url: string } }; flags?: { is_spam: boolean } }
  quantity?: { numeric: string }
  value?: number
  price?: number
}
