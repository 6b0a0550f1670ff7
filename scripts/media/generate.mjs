#!/usr/bin/env node
// Regenerates the demo media the origin serves (apps/server/media, committed so that `npm start`
// and CI never need ffmpeg). Needs ffmpeg with libx264 and the DejaVu fonts. See
// apps/server/media/README.md. Usage: node scripts/media/generate.mjs
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { commonPssh, encryptInit, encryptSegment } from './cenc.mjs'
import { codecString, splitFragmented, timescale } from './mp4.mjs'
import { FONT, MONO, ffmpeg, renderAdClip, renderMattress, renderThumbnails } from './clips.mjs'

const OUT = fileURLToPath(new URL('../../apps/server/media/', import.meta.url))
const SEGMENT = 2
const LOOP = 60
const FPS = 25
// 64 kHz AAC: 2 s = 125 frames of 1024 samples exactly, so audio segments match video ones.
const SAMPLE_RATE = 64000
const FRAMES_PER_LOOP = (LOOP * SAMPLE_RATE) / 1024
const SEGMENTS_PER_LOOP = LOOP / SEGMENT
const AD_CLIP = { file: 'clips/ad-preroll.mp4', width: 640, height: 360, durationSeconds: 5 }

const RENDITIONS = [
  { name: '360p', width: 640, height: 360, maxrate: 300 },
  { name: '540p', width: 960, height: 540, maxrate: 600 },
  { name: '720p', width: 1280, height: 720, maxrate: 1000 },
]

// Static test patterns (cheap to encode: only the clock changes between frames).
const SOURCES = [
  ['a', 'smptebars=size=1280x720'],
  ['b', 'smptehdbars=size=1280x720'],
  ['c', 'pal75bars=size=1280x720'],
  ['d', 'colorchart=patch_size=80x80', 'scale=1280:720'],
  ['e', 'yuvtestsrc=size=1280x720'],
  ['f', 'rgbtestsrc=size=1280x720'],
  ['g', 'color=c=0x1f3b73:size=1280x720', 'drawgrid=w=160:h=90:t=3:c=white@0.5'],
  ['h', 'color=c=0x5a1a1a:size=1280x720', 'drawgrid=w=80:h=80:t=4:c=0xffcc00@0.6'],
].map(([id, pattern, post], i) => ({
  id,
  index: i,
  label: `Source ${id.toUpperCase()}`,
  input: `${pattern}:rate=${FPS}${post ? `,${post}` : ''}`,
}))

/** Beeps every second and a long tone every 10 s; ru low and single, en high and double. */
const LANGUAGES = [
  {
    language: 'ru',
    name: 'Русский',
    expr: (f) =>
      `0.35*sin(2*PI*${f}*t)*lt(mod(t,1),0.15)*sin(PI*mod(t,1)/0.15)` +
      `+0.3*sin(2*PI*${f * 1.5}*t)*between(mod(t,10),0.3,0.8)*sin(PI*(mod(t,10)-0.3)/0.5)`,
    cue: (label, time) => `Источник ${label.slice(-1)} · ${time} · русские субтитры`,
  },
  {
    language: 'en',
    name: 'English',
    expr: (f) =>
      `0.35*sin(2*PI*${2 * f}*t)*(lt(mod(t,1),0.08)*sin(PI*mod(t,1)/0.08)` +
      `+between(mod(t,1),0.16,0.24)*sin(PI*(mod(t,1)-0.16)/0.08))` +
      `+0.3*sin(2*PI*${3 * f}*t)*between(mod(t,10),0.3,0.8)*sin(PI*(mod(t,10)-0.3)/0.5)`,
    cue: (label, time) => `${label} · ${time} · English subtitles`,
  },
]

/** The ClearKey demo key (documented in the README; it protects nothing). */
const DRM = {
  source: 'h',
  rendition: '540p',
  kid: 'f9650454b4787af2b9e802f0ef8e8121',
  key: '3054bf9a30add378ccdaa89e26363cad',
}

const work = mkdtempSync(join(tmpdir(), 'efir-media-'))

const FRAGMENTED = [
  '-f',
  'mp4',
  '-movflags',
  '+frag_keyframe+empty_moov+default_base_moof',
  '-use_editlist',
  '0',
]

function writeSegments(dir, file, expected) {
  const { init, segments } = splitFragmented(readFileSync(file))
  if (segments.length !== expected) throw new Error(`${file}: ${segments.length} segments, want ${expected}`)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'init.mp4'), init)
  segments.forEach((s, i) => writeFileSync(join(dir, `${i}.m4s`), s))
  return { init, segments }
}

/** Peak and average bit rate (bit/s) over 2-s segments. */
function rates(segments) {
  const bits = segments.map((s) => (s.length * 8) / SEGMENT)
  return {
    peak: Math.ceil(Math.max(...bits)),
    average: Math.ceil(bits.reduce((a, b) => a + b) / bits.length),
  }
}

function renderVideo(source, rendition) {
  const clock = join(work, 'clock.txt')
  // Source time mm:ss.f (the epsilon keeps 0.6*10 from flooring to 5).
  writeFileSync(
    clock,
    '%{eif:floor(t/60+1e-6):d:2}:%{eif:mod(floor(t+1e-6),60):d:2}.%{eif:mod(floor(t*10+1e-6),10):d}',
  )
  const h = rendition.height
  const text = (font, value, size, extra) =>
    `drawtext=fontfile='${font}':${value}:fontsize=${size}:fontcolor=white:box=1:boxcolor=black:${extra}`
  const vf = [
    `scale=${rendition.width}:${h},setsar=1`,
    text(FONT, `text='${source.label}'`, Math.round(h / 12), `boxborderw=8:x=(w-tw)/2:y=h/5`),
    text(MONO, `textfile='${clock}'`, Math.round(h / 10), `boxborderw=8:x=(w-tw)/2:y=h/2`).replace(
      'fontcolor=white',
      'fontcolor=yellow',
    ),
    text(FONT, `text='${rendition.name}'`, Math.round(h / 24), `boxborderw=4:x=16:y=16`),
  ].join(',')
  const file = join(work, `${source.id}-${rendition.name}.mp4`)
  // GOP = segment: a keyframe exactly every 2 s and nowhere else, so every segment starts with one.
  ffmpeg(
    ...['-f', 'lavfi', '-i', source.input],
    ...['-t', String(LOOP), '-vf', vf, '-r', String(FPS), '-an', '-threads', '1'],
    ...['-c:v', 'libx264', '-profile:v', 'main', '-level:v', '3.1', '-bf', '0', '-pix_fmt', 'yuv420p'],
    ...['-preset', 'veryslow', '-crf', '32', '-x264-params', 'ipratio=1.0'],
    ...['-maxrate', `${rendition.maxrate}k`, '-bufsize', `${rendition.maxrate}k`],
    ...['-g', String(FPS * SEGMENT), '-keyint_min', String(FPS * SEGMENT), '-sc_threshold', '0'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT})`, '-fflags', '+bitexact'],
    ...FRAGMENTED,
    file,
  )
  return file
}

/** Splits an ADTS stream into frames (the header's 13-bit frame length). */
function adtsFrames(buf) {
  const frames = []
  for (let p = 0; p + 7 <= buf.length;) {
    if (buf[p] !== 0xff || (buf[p + 1] & 0xf0) !== 0xf0) throw new Error('lost ADTS sync')
    const length = ((buf[p + 3] & 0x03) << 11) | (buf[p + 4] << 3) | (buf[p + 5] >> 5)
    frames.push(buf.subarray(p, p + length))
    p += length
  }
  return frames
}

function renderAudio(source, lang) {
  const adts = join(work, `${source.id}-${lang.language}.aac`)
  const base = 330 + source.index * 40
  // Three periods encoded, the middle one kept: no encoder priming, and the last frame flows into
  // the first when the loop repeats.
  ffmpeg(
    ...['-f', 'lavfi', '-i', `aevalsrc='${lang.expr(base)}':s=${SAMPLE_RATE}:d=${3 * LOOP}`],
    ...['-c:a', 'aac', '-b:a', '12k', '-ac', '1', '-fflags', '+bitexact', '-f', 'adts', adts],
  )
  const frames = adtsFrames(readFileSync(adts))
  const cut = join(work, `${source.id}-${lang.language}-loop.aac`)
  // Frame i decodes samples from (i - 1) * 1024 (frame 0 is the encoder's priming).
  writeFileSync(cut, Buffer.concat(frames.slice(FRAMES_PER_LOOP + 1, 2 * FRAMES_PER_LOOP + 1)))
  // Two steps: with empty_moov, a stream copy from ADTS would write the moov before the
  // AudioSpecificConfig is known (an esds without it, which decoders refuse).
  const plain = join(work, `${source.id}-${lang.language}-plain.mp4`)
  ffmpeg('-f', 'aac', '-i', cut, '-c:a', 'copy', '-bsf:a', 'aac_adtstoasc', '-fflags', '+bitexact', plain)
  const file = join(work, `${source.id}-${lang.language}.mp4`)
  ffmpeg(
    ...['-i', plain, '-c:a', 'copy', '-fflags', '+bitexact'],
    ...['-metadata:s:a:0', `language=${lang.language === 'ru' ? 'rus' : 'eng'}`],
    ...[...FRAGMENTED, '-frag_duration', String(SEGMENT * 1_000_000), file],
  )
  return file
}

const stamp = (s) =>
  `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`
const mmss = (s) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`

/** One cue per segment, naming the source time (the origin cuts it per segment). */
function writeSubtitles(dir, source, lang) {
  const cues = []
  for (let i = 0; i < LOOP / SEGMENT; i++) {
    const from = i * SEGMENT
    cues.push(`${i + 1}\n${stamp(from)} --> ${stamp(from + SEGMENT)}\n${lang.cue(source.label, mmss(from))}`)
  }
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${lang.language}.vtt`), `WEBVTT\n\n${cues.join('\n\n')}\n`)
}

/** Step 1: every source loop (video is the slow part: about 10 minutes). */
function renderSources(parts, only) {
  for (const source of SOURCES.filter((s) => !only || s.id === only)) {
    const dir = join(OUT, 'sources', source.id)
    if (parts.video) {
      for (const part of ['video', 'thumbs']) rmSync(join(dir, part), { recursive: true, force: true })
      for (const rendition of RENDITIONS) {
        const file = renderVideo(source, rendition)
        writeSegments(join(dir, 'video', rendition.name), file, SEGMENTS_PER_LOOP)
        if (rendition.name === RENDITIONS[0].name) renderThumbnails(file, join(dir, 'thumbs'))
      }
    }
    if (parts.audio) {
      for (const part of ['audio', 'subs']) rmSync(join(dir, part), { recursive: true, force: true })
      for (const lang of LANGUAGES) {
        writeSegments(join(dir, 'audio', lang.language), renderAudio(source, lang), SEGMENTS_PER_LOOP)
        writeSubtitles(join(dir, 'subs'), source, lang)
      }
    }
    console.log(`source ${source.id} done`)
  }
}

/** A committed track: its init segment and the loop's segments. */
function readTrack(dir) {
  const init = readFileSync(join(dir, 'init.mp4'))
  const segments = Array.from({ length: SEGMENTS_PER_LOOP }, (_, i) => readFileSync(join(dir, `${i}.m4s`)))
  return { init, segments }
}

/** Step 2: the ClearKey variant: the DRM source's middle rendition and both audio tracks, CENC. */
function renderDrm() {
  rmSync(join(OUT, 'drm'), { recursive: true, force: true })
  const kid = Buffer.from(DRM.kid, 'hex')
  const key = Buffer.from(DRM.key, 'hex')
  const from = join(OUT, 'sources', DRM.source)
  const tracks = [
    ['video', join(from, 'video', DRM.rendition)],
    ...LANGUAGES.map((l) => [`audio/${l.language}`, join(from, 'audio', l.language)]),
  ]
  for (const [name, dir] of tracks) {
    const { init, segments } = readTrack(dir)
    const out = join(OUT, 'drm', name)
    mkdirSync(out, { recursive: true })
    writeFileSync(join(out, 'init.mp4'), encryptInit(init, kid))
    segments.forEach((s, i) =>
      writeFileSync(join(out, `${i}.m4s`), encryptSegment(s, key, name === 'video', i)),
    )
  }
}

/** Step 3: the pre-roll clip and the blackout mattress. */
function renderClips() {
  const clips = join(OUT, 'clips')
  rmSync(clips, { recursive: true, force: true })
  mkdirSync(clips, { recursive: true })
  renderAdClip(join(clips, 'ad-preroll.mp4'))
  renderMattress(join(clips, 'mattress.mp4'), join(clips, 'mattress.jpg'))
}

/** Codec strings, timescales and bit rates (peak of any source's segment, mean of averages). */
function describe(dirs) {
  const tracks = dirs.map(readTrack)
  const all = tracks.map((t) => rates(t.segments))
  return {
    codecs: codecString(tracks[0].init),
    timescale: timescale(tracks[0].init),
    peakBitrate: Math.max(...all.map((r) => r.peak)),
    averageBitrate: Math.ceil(all.reduce((n, r) => n + r.average, 0) / all.length),
  }
}

/** Step 4 (always): manifest.json, read back from the committed files. */
function writeManifest() {
  const sourceDirs = SOURCES.map((s) => join(OUT, 'sources', s.id))
  const adBytes = statSync(join(OUT, 'clips', 'ad-preroll.mp4')).size
  const manifest = {
    segmentSeconds: SEGMENT,
    loopSeconds: LOOP,
    segmentsPerLoop: SEGMENTS_PER_LOOP,
    frameRate: FPS,
    sources: SOURCES.map(({ id, label, input }) => ({ id, label, pattern: input })),
    video: RENDITIONS.map((r) => ({
      name: r.name,
      width: r.width,
      height: r.height,
      ...describe(sourceDirs.map((d) => join(d, 'video', r.name))),
      maxBitrate: r.maxrate * 1000,
    })),
    audio: LANGUAGES.map((l) => ({
      language: l.language,
      name: l.name,
      ...describe(sourceDirs.map((d) => join(d, 'audio', l.language))),
      sampleRate: SAMPLE_RATE,
      channels: 1,
    })),
    subtitles: LANGUAGES.map((l) => ({ language: l.language, name: l.name })),
    thumbnails: { width: 196, height: 110, intervalSeconds: 10, columns: LOOP / 10 },
    drm: {
      ...DRM,
      pssh: commonPssh(Buffer.from(DRM.kid, 'hex')).toString('base64'),
      videoCodecs: codecString(readFileSync(join(OUT, 'drm', 'video', 'init.mp4'))),
      audioCodecs: codecString(readFileSync(join(OUT, 'drm', 'audio', 'ru', 'init.mp4'))),
    },
    ad: { ...AD_CLIP, bitrateKbps: Math.ceil((adBytes * 8) / AD_CLIP.durationSeconds / 1000) },
  }
  writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  spawnSync('npx', ['prettier', '--write', join(OUT, 'manifest.json')], { stdio: 'inherit' })
  const total = spawnSync('du', ['-sb', OUT], { encoding: 'utf8' }).stdout.split('\t')[0]
  console.log(`apps/server/media: ${(Number(total) / 1e6).toFixed(2)} MB`)
}

// node scripts/media/generate.mjs [video|audio|drm|clips|manifest] [source id]: one step (then the
// DRM variant if its sources changed, and the manifest), or everything.
const [step, only] = process.argv.slice(2)
if (!step || step === 'video' || step === 'audio') {
  renderSources({ video: step !== 'audio', audio: step !== 'video' }, only)
}
if (!step || step === 'video' || step === 'audio' || step === 'drm') renderDrm()
if (!step || step === 'clips') renderClips()
writeManifest()
rmSync(work, { recursive: true, force: true })
