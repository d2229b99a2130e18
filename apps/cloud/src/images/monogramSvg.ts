/** A generated icon for anything the icon package lacks: initials on a colour taken from the id. */
export function monogramSvg(id: string, label: string): string {
  const hue = hashOf(id) % 360
  const text = escapeXml(initialsOf(label))
  const fontSize = text.length > 2 ? 30 : 40
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 42%)"/>` +
    `<text x="48" y="50" fill="#fff" font-family="Inter, system-ui, sans-serif" font-size="${fontSize}" ` +
    `font-weight="600" text-anchor="middle" dominant-baseline="central">${text}</text></svg>`
  )
}

/** Up to two initials from the words of a name ("Trust Wallet" → "TW"); a short code stays whole. */
export function initialsOf(label: string): string {
  const trimmed = label.trim()
  if (trimmed.length <= 3) return trimmed.toUpperCase()
  const words = trimmed.split(/[\s._-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word))
  const letters = words.slice(0, 2).map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
  return letters.join('').toUpperCase() || '?'
}

function hashOf(text: string): number {
  let hash = 2_166_136_261
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16_777_619) >>> 0
  return hash
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.codePointAt(0)};`)
}
