import { readFileSync } from 'node:fs'
import {
  checkSocialLoginSettings,
  type SocialLoginSettings,
  SocialLoginSettingsError,
} from './socialLoginSettings'

/** The settings of `--social-providers <file>`, checked; a file that cannot be read or parsed is named. */
export function readSocialLoginSettingsFile(path: string): SocialLoginSettings {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new SocialLoginSettingsError(`cannot read ${path} (${(error as Error).message})`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new SocialLoginSettingsError(`${path} is not JSON (${(error as Error).message})`)
  }
  return checkSocialLoginSettings(json)
}
