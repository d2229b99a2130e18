/** FNV-1a over the lower-cased address: the same wallet always gets the same avatar. */
function hashAddress(address: string): number {
  let hash = 0x811c9dc5
  for (const character of address.toLowerCase()) {
    hash ^= character.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** Three hues spread from the address's hash, for the avatar's gradient. */
export function avatarColors(address: string): [string, string, string] {
  const hash = hashAddress(address)
  const hue = hash % 360
  const spread = 40 + ((hash >>> 9) % 80)
  const lightness = 50 + ((hash >>> 17) % 15)
  return [0, 1, 2].map((step) => `hsl(${(hue + step * spread) % 360} 75% ${lightness}%)`) as [
    string,
    string,
    string,
  ]
}

/** The avatar's CSS background from the address: the one picture of an account, in the modal and on buttons. */
export function avatarBackground(address: string): string {
  const [first, second, third] = avatarColors(address)
  return `radial-gradient(circle at 30% 30%, ${first}, transparent 60%), linear-gradient(135deg, ${second}, ${third})`
}
