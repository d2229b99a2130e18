import { gzipSync } from 'node:zlib'

/** Bytes a file costs on the wire: gzip at level 9, as a static host serves pre-compressed files. */
export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length
}
