import { describe, expect, it } from 'vitest'
import { playerStorage } from './player-storage'

describe('stored player choices (spec 2 §3 local storage keys)', () => {
  it('volume defaults to 1 and keeps what was set; muted is false until set', () => {
    expect(playerStorage.volume()).toBe(1)
    expect(playerStorage.muted()).toBe(false)
    playerStorage.setVolume(0.35)
    playerStorage.setMuted(true)
    expect(playerStorage.volume()).toBe(0.35)
    expect(playerStorage.muted()).toBe(true)
  })
  it('audio and subtitles are per channel', () => {
    playerStorage.setAudio(101, 'en')
    playerStorage.setSubtitles(101, 'off')
    expect(playerStorage.audio(101)).toBe('en')
    expect(playerStorage.audio(102)).toBeNull()
    expect(playerStorage.subtitles(101)).toBe('off')
  })
})
