/** What the cloud keeps of a token's metadata JSON (EIP-721 metadata schema). */
export type ParsedNftMetadata = {
  name: string | undefined
  description: string | undefined
  imageUrl: string | undefined
}

/** Text fields longer than this are cut: a name is a line, not a page. */
const MAX_TEXT_LENGTH = 300

/** The name, description and a showable image link of metadata JSON; anything else is left out. */
export function parseNftMetadata(json: unknown): ParsedNftMetadata {
  const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {}
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TEXT_LENGTH) : undefined
  const image = text(record.image) ?? text(record.image_url)
  return { name: text(record.name), description: text(record.description), imageUrl: showableImage(image) }
}

/** The browser loads the image, not the cloud: only http(s) links, never `javascript:` or `file:`. */
function showableImage(link: string | undefined): string | undefined {
  if (!link || !URL.canParse(link)) return undefined
  const { protocol } = new URL(link)
  return protocol === 'https:' || protocol === 'http:' ? link : undefined
}
