import type { Locator } from '@playwright/test'

/** The QR code's SVG drawn on a white canvas in the page, as RGBA pixels a decoder reads. */
export async function readQrPixels(svg: Locator, side = 400) {
  const data = await svg.evaluate(async (element, size) => {
    const markup = new XMLSerializer().serializeToString(element)
    const image = new Image()
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    context.fillStyle = '#fff'
    context.fillRect(0, 0, size, size)
    // A quiet zone of white around the symbol, as a scanner needs.
    context.drawImage(image, size * 0.1, size * 0.1, size * 0.8, size * 0.8)
    return Array.from(context.getImageData(0, 0, size, size).data)
  }, side)
  return { data: Uint8ClampedArray.from(data), width: side, height: side }
}
