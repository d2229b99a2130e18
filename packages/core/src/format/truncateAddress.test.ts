import { expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress'

it.each([
  ['0x1234567890abcdef1234567890abcdef12345678', '0x12…345678'],
  ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', '7S3P…ArAaKv'],
  ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1q…wf5mdq'],
  ['0x1234567890', '0x12…567890'], // 12 characters: shortened
  ['0x123456789', '0x123456789'], // 11 characters: unchanged
  ['alice', 'alice'],
  ['', ''],
])('truncateAddress(%j) is %j', (address, expected) => {
  expect(truncateAddress(address)).toBe(expected)
})
