import { expect, test } from 'vitest'
import { parseNftMetadata } from './parseNftMetadata'

test('keeps the name, description and an http(s) image', () => {
  expect(
    parseNftMetadata({
      name: ' Tile #1 ',
      description: 'A tile',
      image: 'http://127.0.0.1:9000/nft/1.svg',
      x: 1,
    }),
  ).toEqual({ name: 'Tile #1', description: 'A tile', imageUrl: 'http://127.0.0.1:9000/nft/1.svg' })
})

test('reads image_url when image is absent', () => {
  expect(parseNftMetadata({ image_url: 'https://img.example/1.png' }).imageUrl).toBe(
    'https://img.example/1.png',
  )
})

test('drops images a page must not load and fields that are not text', () => {
  for (const image of ['javascript:alert(1)', 'file:///etc/passwd', 'not a link', 42]) {
    expect(parseNftMetadata({ name: 7, image })).toEqual({
      name: undefined,
      description: undefined,
      imageUrl: undefined,
    })
  }
  expect(parseNftMetadata(null)).toEqual({ name: undefined, description: undefined, imageUrl: undefined })
})

test('cuts a name longer than a line', () => {
  expect(parseNftMetadata({ name: 'n'.repeat(1000) }).name).toHaveLength(300)
})
