export * from './alerts'
export * from './classes'
export * from './messages'
export * from './PorticoError'
