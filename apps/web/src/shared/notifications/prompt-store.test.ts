import { beforeEach, describe, expect, it } from 'vitest'
import { promptStore } from './prompt-store'

describe('promptStore', () => {
  beforeEach(() => localStorage.clear())

  it('keeps what was asked until it is withdrawn, closed or finished', () => {
    promptStore.ask('register')
    expect(promptStore.get().asked.has('register')).toBe(true)
    promptStore.withdraw('register')
    expect(promptStore.get().asked.has('register')).toBe(false)
    promptStore.ask('survey_unsubscribe')
    promptStore.finish('survey_unsubscribe')
    expect(promptStore.get().asked.has('survey_unsubscribe')).toBe(false)
    expect(promptStore.get().closedThisSession.has('survey_unsubscribe')).toBe(true)
    expect(promptStore.get().closedAt('survey_unsubscribe')).toBeNull() // finished is not closed
  })

  it('closing stores the close time (the reopen delay counts from it) and ends the prompt for the visit', () => {
    promptStore.ask('register')
    promptStore.close('register', 1000)
    expect(promptStore.get().closedAt('register')).toBe(1000)
    expect(localStorage.getItem('notification_closed_register')).toBe('1000')
    expect(promptStore.get().closedThisSession.has('register')).toBe(true)
    expect(promptStore.get().asked.has('register')).toBe(false)
  })

  it('counts route changes from the first route on (the permission prompt steps)', () => {
    const before = promptStore.get().navigationSteps
    promptStore.navigated('/')
    promptStore.navigated('/')
    promptStore.navigated('/channels')
    promptStore.navigated('/movies')
    expect(promptStore.get().navigationSteps - before).toBe(2)
  })
})
