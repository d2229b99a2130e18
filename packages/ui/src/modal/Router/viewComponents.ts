import type { View } from '@portico/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ViewModule } from './viewLoaders'

// The views an open starts on (Connect when disconnected, Account when connected): their loaders sit in the shell.
const OPENING_VIEW_LOADERS: Partial<Record<View, () => ViewModule>> = {
  Connect: () => import('../../views/Connect/ConnectView'),
  Account: () => import('../../views/Account/AccountView'),
}

// Every other view's loader is in a chunk of its own (bench/budgets.json: the shell stays the same size as views are added).
const loadViewLoaders = () => import('./viewLoaders')

const components = new Map<View, LazyExoticComponent<ComponentType>>()

const NO_VIEW = { default: () => null }

/** The view's lazy component, made once per view so React keeps it; a view not built yet shows nothing. */
export function viewComponent(view: View): LazyExoticComponent<ComponentType> {
  let component = components.get(view)
  if (!component) {
    component = lazy(
      OPENING_VIEW_LOADERS[view] ?? (async () => (await loadViewLoaders()).VIEW_LOADERS[view]?.() ?? NO_VIEW),
    )
    components.set(view, component)
  }
  return component
}

/** Fetched ahead while the modal opens: the opening views, and the list the other views load through. */
export function preloadOpeningViews(): Promise<void> {
  return Promise.all([
    OPENING_VIEW_LOADERS.Connect?.(),
    OPENING_VIEW_LOADERS.Account?.(),
    loadViewLoaders(),
  ]).then(() => undefined)
}
