// @portico/embedded-wallet/frame-server: serves the secure frame on its own origin (Node only).

export { frameAncestors, frameSecurityHeaders } from './frameSecurityHeaders'
export { DEFAULT_FRAME_SERVER_PORT } from './frameServerConstants'
export {
  type Bundlers,
  readBundlerArgs,
  type SmartAccountNetwork,
  type SmartAccountNetworksFile,
} from './smartAccountNetworks'
export { type FrameServer, type StartFrameServerParameters, startFrameServer } from './startFrameServer'
