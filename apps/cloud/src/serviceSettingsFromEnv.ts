/** The outside services a flag names, else its environment variable: one reading for serving and for `doctor`. */
export type ServiceSettings = {
  smtpUrl: string | undefined
  frameOrigin: string | undefined
  socialProvidersFile: string | undefined
}

export function serviceSettingsFromEnv(
  flags: ServiceSettings,
  env: Record<string, string | undefined>,
): ServiceSettings {
  return {
    smtpUrl: flags.smtpUrl ?? (env.PORTICO_CLOUD_SMTP_URL || undefined),
    frameOrigin: flags.frameOrigin ?? (env.PORTICO_CLOUD_FRAME_ORIGIN || undefined),
    socialProvidersFile: flags.socialProvidersFile ?? (env.PORTICO_CLOUD_SOCIAL_PROVIDERS || undefined),
  }
}
