// ffmpeg helpers and the small media besides the source loops: thumbnail tiles and sprites, the
// VAST pre-roll clip and the catch-up blackout "mattress" (spec 2 §4 "Blackout").
import { spawnSync } from 'node:child_process'
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
export const MONO = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf'

export function ffmpeg(...args) {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`)
}

const THUMB = { width: 196, height: 110, every: 250 /* frames: 10 s at 25 fps */, count: 6 }

/** spec 2 §4 hover preview: 196x110 tiles, one per 10 s of the loop, as files and as one sprite. */
export function renderThumbnails(videoFile, dir) {
  mkdirSync(dir, { recursive: true })
  const pick = `select='not(mod(n,${THUMB.every}))',scale=${THUMB.width}:${THUMB.height}`
  ffmpeg('-i', videoFile, '-vf', pick, '-fps_mode', 'vfr', '-q:v', '7', join(dir, 'tile-%d.jpg'))
  for (let i = 0; i < THUMB.count; i++) renameSync(join(dir, `tile-${i + 1}.jpg`), join(dir, `${i}.jpg`))
  ffmpeg(
    ...['-i', videoFile, '-vf', `${pick},tile=${THUMB.count}x1`],
    ...['-frames:v', '1', '-q:v', '7', join(dir, 'sprite.jpg')],
  )
}

const text = (value, size, y, color = 'white') =>
  `drawtext=fontfile='${FONT}':text='${value}':fontsize=${size}:fontcolor=${color}:x=(w-tw)/2:y=${y}`

/** A 5 s H.264/AAC pre-roll with a countdown (VAST MediaFile, progressive MP4, 640x360). */
export function renderAdClip(file) {
  const seconds = 5
  const countdown = `${file}.txt`
  writeFileSync(countdown, `%{eif:${seconds}-floor(t):d}`)
  const vf = [
    text('Реклама · Advertisement', 36, 'h/5'),
    `drawtext=fontfile='${FONT}':textfile='${countdown}':fontsize=120:fontcolor=yellow:x=(w-tw)/2:y=h/2-40`,
  ].join(',')
  ffmpeg(
    ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25,hue=s=0.4`],
    ...['-f', 'lavfi', '-i', `aevalsrc='0.2*sin(2*PI*1000*t)*lt(mod(t,1),0.3)':s=48000:d=${seconds}`],
    ...['-t', String(seconds), '-vf', vf, '-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    ...['-crf', '34', '-maxrate', '400k', '-bufsize', '400k', '-g', '50', '-bf', '0', '-threads', '1'],
    ...['-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-movflags', '+faststart', '-fflags', '+bitexact', file],
  )
  rmSync(countdown)
}

/** A 4 s dark loop "broadcast unavailable" and its still (catchup_blackout_mattress_*). */
export function renderMattress(file, still) {
  const vf = [
    text('Трансляция недоступна', 34, 'h/2-50'),
    text('Broadcast unavailable', 26, 'h/2+10', 'gray'),
  ]
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'color=c=0x202020:size=640x360:rate=25', '-t', '4', '-vf', vf.join(',')],
    ...['-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-crf', '30', '-g', '50', '-bf', '0'],
    ...['-threads', '1', '-an', '-movflags', '+faststart', '-fflags', '+bitexact', file],
  )
  ffmpeg('-i', file, '-frames:v', '1', '-q:v', '5', still)
}
