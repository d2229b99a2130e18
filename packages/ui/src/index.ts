// @portico/ui: the modal's entry. It holds no shell or view code; those load on first open.
export { createPorticoUi, type PorticoUiOptions } from './createPorticoUi'
export {
  type AccountAvatar,
  type AccountLabelOptions,
  accountLabel,
  type ButtonLabel,
} from './elements/accountLabel'
export {
  BUTTON_ELEMENTS,
  definePorticoButtons,
  type PorticoButtonElement,
} from './elements/definePorticoButtons'
export { resolveLocale } from './locales/resolveLocale'
export { LOCALES, type Locale } from './locales/supportedLocales'
export { preloadModal } from './preloadModal'
