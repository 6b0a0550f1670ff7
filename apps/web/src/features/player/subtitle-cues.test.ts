import { describe, expect, it } from 'vitest'
import { activeSubtitleLines, hideNativeTracks, type CueTrack } from './subtitle-cues'

const track = (kind: string, mode: TextTrackMode, texts: string[]): CueTrack => ({
  kind,
  mode,
  activeCues: texts.map((text) => ({ text })),
})

describe('activeSubtitleLines (spec 2 §4 custom subtitles)', () => {
  it('draws the chosen track’s active cues, tags stripped, line by line', () => {
    const tracks = [
      track('subtitles', 'disabled', ['no']),
      track('subtitles', 'hidden', ['<i>Привет</i>\nмир']),
    ]
    expect(activeSubtitleLines(tracks)).toEqual(['Привет', 'мир'])
  })
  it('nothing when subtitles are off or only metadata tracks carry cues', () => {
    expect(activeSubtitleLines([track('subtitles', 'disabled', ['x'])])).toEqual([])
    expect(activeSubtitleLines([track('metadata', 'hidden', ['id3'])])).toEqual([])
  })
})

describe('hideNativeTracks (spec 2 §4: the browser’s own subtitles off outside iOS fullscreen)', () => {
  it('turns showing subtitle tracks to hidden, leaves the rest', () => {
    const tracks = [
      track('subtitles', 'showing', []),
      track('metadata', 'showing', []),
      track('captions', 'disabled', []),
    ]
    hideNativeTracks(tracks)
    expect(tracks.map((t) => t.mode)).toEqual(['hidden', 'showing', 'disabled'])
  })
})
