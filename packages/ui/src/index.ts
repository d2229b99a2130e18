// @portico/ui: the modal's entry. It holds no shell or view code; those load on first open.
export { createPorticoUi, type PorticoUiOptions } from './createPorticoUi'
export {
  BUTTON_ELEMENTS,
  definePorticoButtons,
  type PorticoButtonElement,
} from './elements/definePorticoButtons'
export { LOCALES, type Locale, resolveLocale } from './locales/loadMessages'
export { preloadModal } from './preloadModal'
