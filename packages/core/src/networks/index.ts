/** `@portico/core/networks`: the network catalogue and defineNetwork, which `@portico/react` passes on to hosts. */
export * from './catalogue'
export {
  type BlockExplorer,
  defineNetwork,
  type NativeCurrency,
  type Network,
  type NetworkParameters,
  type RpcUrls,
} from './defineNetwork'
