import { describe, expect, test } from 'vitest'
import { createRouterStore } from './createRouterStore'

describe('router goBackTo', () => {
  test('returns to the last time the view was shown, dropping what came after it', () => {
    const router = createRouterStore()
    router.getState().reset('Account')
    router.getState().push('ProfileWallets')
    router.getState().push('Connect')
    router.getState().push('ConnectingExternal', { connectorId: 'io.metamask' })
    expect(router.getState().goBackTo('ProfileWallets')).toBe(true)
    expect(router.getState().view).toBe('ProfileWallets')
    expect(router.getState().history).toEqual(['Account', 'ProfileWallets'])
    expect(router.getState().data).toEqual({})
  })

  test('a view that is not in the history changes nothing', () => {
    const router = createRouterStore()
    router.getState().push('AllWallets')
    expect(router.getState().goBackTo('ProfileWallets')).toBe(false)
    expect(router.getState().history).toEqual(['Connect', 'AllWallets'])
  })
})
