// `@portico/core/telegram`: the Telegram mini-app detection, the social buttons a platform shows, and the
// result_uri helpers the modal's views and the embedded wallet's social login share (SPEC §2,
// §4, §5), an entry of its own so it adds nothing to the first chunk.
export { shownSocialProviders } from '../ordering/shownSocialProviders'
export {
  hasSocialRedirectResult,
  SOCIAL_RESULT_URI_PARAM,
  withoutSocialRedirectResult,
} from './socialRedirectResult'
export { type TelegramMiniApp, telegramMiniApp } from './telegramMiniApp'
