import { parseStoredVolume } from '@efir/player'
import { textItem } from '../storage/stored-item'

/** spec 2 §3 local storage keys the player owns. */
export const STORAGE_KEYS = {
  muted: 'muted',
  volume: 'volume',
  audio: (channelId: number) => `channel_audio_${channelId}`,
  subtitles: (channelId: number) => `channel_subtitles_${channelId}`,
} as const

// storage blocked or full: the choice lasts for this page
const read = (key: string): string | null => textItem(key).read() ?? null
const write = (key: string, value: string) => textItem(key).write(value)

/** spec 2 §4: the stored volume (0..1; default 1) and muted flag. */
export const playerStorage = {
  volume: (): number => parseStoredVolume(read(STORAGE_KEYS.volume)),
  setVolume: (v: number) => write(STORAGE_KEYS.volume, String(v)),
  muted: (): boolean => read(STORAGE_KEYS.muted) === 'true',
  setMuted: (m: boolean) => write(STORAGE_KEYS.muted, String(m)),
  /** spec 2 §4: audio language saved per channel. */
  audio: (channelId: number): string | null => read(STORAGE_KEYS.audio(channelId)),
  setAudio: (channelId: number, lang: string) => write(STORAGE_KEYS.audio(channelId), lang),
  /** spec 2 §4: subtitle choice saved per channel: a language or 'off'. */
  subtitles: (channelId: number): string | null => read(STORAGE_KEYS.subtitles(channelId)),
  setSubtitles: (channelId: number, lang: string) => write(STORAGE_KEYS.subtitles(channelId), lang),
}
