/** The network catalogue of SPEC §3 and §9, plus the Portico devnet chains. */
export { bitcoin, bitcoinTestnet } from './bip122'
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  celo,
  ethereum,
  gnosis,
  optimism,
  polygon,
  zksync,
  zora,
} from './eip155'
export {
  arbitrumSepolia,
  avalancheFuji,
  baseSepolia,
  bscTestnet,
  gnosisChiado,
  optimismSepolia,
  polygonAmoy,
  sepolia,
  zksyncSepolia,
  zoraSepolia,
} from './eip155Testnets'
export { porticoDevnet, porticoDevnetL2, porticoSolanaDevnet } from './porticoDevnet'
export { solana, solanaDevnet, solanaTestnet } from './solana'
