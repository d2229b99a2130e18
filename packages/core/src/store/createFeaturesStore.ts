import { createStore } from 'zustand/vanilla'
import type { PorticoFeatures, ResolvedFeatures } from '../features/features'

export type FeaturesState = ResolvedFeatures & {
  /** True once the project configuration answered; until then the features are the local defaults. */
  remoteLoaded: boolean
  setResolved: (resolved: ResolvedFeatures, remoteLoaded: boolean) => void
}

export function createFeaturesStore(initial: ResolvedFeatures) {
  return createStore<FeaturesState>()((set) => ({
    ...initial,
    remoteLoaded: false,
    setResolved: (resolved, remoteLoaded) => set({ ...resolved, remoteLoaded }),
  }))
}

/** SPEC §1 startup step "set on-ramp providers": the providers the features allow, none when on-ramp is off. */
export function selectOnrampProviders(features: PorticoFeatures) {
  return features.onramp === false ? [] : features.onramp
}

export type FeaturesStore = ReturnType<typeof createFeaturesStore>
