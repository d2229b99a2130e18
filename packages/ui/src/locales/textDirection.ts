// The languages among Portico's catalogues whose script runs right to left: Arabic, Hebrew, Persian.
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa'])

/** The `dir` of the modal root for a catalogue's tag, so the whole layout mirrors for RTL scripts. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(tag.split('-')[0] ?? tag) ? 'rtl' : 'ltr'
}
