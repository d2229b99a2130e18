// The embedded wallet's smart account: the secure frame imports it by path (aa-design.md).
export { PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS } from './smartAccountConstants'
export {
  type PorticoSmartAccountImplementation,
  type ToPorticoSmartAccountParameters,
  type ToPorticoSmartAccountReturnType,
  toPorticoSmartAccount,
} from './toPorticoSmartAccount'
