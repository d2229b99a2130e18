#!/usr/bin/env node
// The relay figure's clients, in a process of their own so they never share the relay's event loop:
// `node dist/relayClientsCli.js ws://127.0.0.1:PORT` prints the measurement as JSON.
import { measureRelay } from './server/measureRelay'

const relayUrl = process.argv[2]
if (!relayUrl?.startsWith('ws://127.0.0.1:'))
  throw new Error('Give the local relay URL (ws://127.0.0.1:PORT)')
console.log(JSON.stringify(await measureRelay(relayUrl)))
process.exit(0)
