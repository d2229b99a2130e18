import { expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress'

it.each([
  ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', true], // 44
  ['11111111111111111111111111111111', true], // 32, the system program
  ['1'.repeat(31), false],
  ['1'.repeat(45), false],
  ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaK0', false], // 0 is not base58
  ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKO', false], // O
  ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKI', false], // I
  ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKl', false], // l
  ['0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', false],
  ['', false],
])('isSolanaAddress(%j) is %s', (value, expected) => {
  expect(isSolanaAddress(value)).toBe(expected)
})
