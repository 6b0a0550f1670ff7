import { beforeEach, describe, expect, it } from 'vitest'
import { promptStore } from './prompt-store'

describe('promptStore', () => {
  beforeEach(() => {
    localStorage.clear()
    promptStore.dismiss('register')
    promptStore.dismiss('email')
  })

  it('shows one prompt at a time', () => {
    promptStore.show('register', 1000)
    promptStore.show('email', 1000)
    expect(promptStore.get()).toBe('register')
  })

  it('a closed register prompt comes back only after 28800 s', () => {
    promptStore.show('register', 0)
    promptStore.close('register', 1000)
    expect(promptStore.get()).toBeNull()
    promptStore.show('register', 1000 + 28_799_000)
    expect(promptStore.get()).toBeNull()
    promptStore.show('register', 1000 + 28_800_000)
    expect(promptStore.get()).toBe('register')
  })
})
