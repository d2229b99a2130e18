export type { ChannelAnswer, ChannelRequest } from './channelStore'
export { DEFAULT_CHANNEL_TTL_MS, DEFAULT_PORT } from './constants'
export {
  type FarcasterRelay,
  type StartFarcasterRelayParameters,
  startFarcasterRelay,
} from './startFarcasterRelay'
