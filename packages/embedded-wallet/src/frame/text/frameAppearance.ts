import type { ThemeMode } from '@portico/core'
import { en, type FrameTextKey } from './en'
import { chooseFrameLocale, FRAME_LOCALES, fillText, frameTextDirection } from './frameLocales'

/** SPEC §7 SYNC_THEME as the frame takes it: the modal's mode and language. */
export type FrameAppearanceSettings = { themeMode?: ThemeMode; locale?: string }

type Values = Record<string, string | number>

/**
 * The frame's language and theme, which the modal syncs (SYNC_THEME), and the frame's words in that language.
 * Views write their text through `label`, so a new language relabels what is shown without redrawing it.
 */
export type FrameAppearance = {
  say(key: FrameTextKey, values?: Values): string
  /** Sets the element's text (or `attribute`) to the message, and again whenever the language changes. */
  label<element extends Element>(
    element: element,
    key: FrameTextKey,
    values?: Values,
    attribute?: string,
  ): element
  /** Empties the element's text, which a new language then leaves empty. */
  clear(element: Element): void
  apply(settings: FrameAppearanceSettings): void
}

export function createFrameAppearance(document: Document): FrameAppearance {
  let locale = 'en'
  // Weakly held: a view that replaced its elements leaves nothing to relabel.
  const labelled = new Set<WeakRef<Element>>()
  // Per element, a writer for its text ('') and for each attribute that holds a message.
  const writers = new WeakMap<Element, Map<string, () => void>>()
  const say = (key: FrameTextKey, values?: Values) => fillText((FRAME_LOCALES[locale] ?? en)[key], values)
  const root = document.documentElement
  const applyLocale = () => {
    root.lang = locale
    root.dir = frameTextDirection(locale)
  }
  applyLocale()
  return {
    say,
    label(element, key, values, attribute) {
      const write = () => {
        if (attribute) element.setAttribute(attribute, say(key, values))
        else element.textContent = say(key, values)
      }
      write()
      let slots = writers.get(element)
      if (!slots) {
        slots = new Map()
        writers.set(element, slots)
        labelled.add(new WeakRef(element))
      }
      slots.set(attribute ?? '', write)
      return element
    },
    clear(element) {
      writers.get(element)?.delete('')
      element.textContent = ''
    },
    apply({ themeMode, locale: tag }) {
      // Only light or dark: the page's colours never reach the frame, so no page can hide what a request asks.
      if (themeMode) root.dataset.theme = themeMode
      const next = chooseFrameLocale(tag)
      if (tag === undefined || next === locale) return
      locale = next
      applyLocale()
      for (const reference of labelled) {
        const element = reference.deref()
        if (!element) labelled.delete(reference)
        else for (const write of writers.get(element)?.values() ?? []) write()
      }
    },
  }
}
