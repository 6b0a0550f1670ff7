import { expect, type Locator, type Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'
import { Shell } from './shell'

/** spec 2 §4: presses after a skip are refused this long (apps/web/src/shared/player-chrome/skip.ts). */
const SKIP_BUSY_MS = 300

/** The channel player (features/player): controls by role and accessible name, the video's clock. */
export class PlayerPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get root(): Locator {
    return this.page.getByTestId('channel-player')
  }
  /** The video on screen (the player switches channels on a hidden twin: `data-standby`). */
  get video(): Locator {
    return this.root.locator('video:not([data-standby])').first()
  }
  /** The controls layer: it hides only while the player plays (a stopped player keeps its controls). */
  get controls(): Locator {
    return this.root.locator('[data-player-controls]')
  }
  get seek(): Locator {
    return this.root.getByRole('slider', { name: this.t('player_seek') })
  }
  button(key: string): Locator {
    return this.root.getByRole('button', { name: this.t(key), exact: true })
  }
  /** A settings group (audio, subtitles, speed, quality) of the settings menu. */
  group(key: 'player_audio' | 'player_subtitles' | 'player_speed' | 'player_quality'): Locator {
    return this.root.getByRole('radiogroup', { name: this.t(key) })
  }
  alert(key: string): Locator {
    return this.root.getByRole('alert').filter({ hasText: this.t(key) })
  }

  currentTime(): Promise<number> {
    return this.video.evaluate((v: HTMLVideoElement) => v.currentTime)
  }
  /** The playhead's PROGRAM-DATE-TIME (unix seconds), or null. */
  async programDateTime(): Promise<number | null> {
    const raw = await this.root.getAttribute('data-pdt')
    return raw ? Number(raw) / 1000 : null
  }

  /** Real video plays: currentTime advances by over a second and no error is shown. */
  async expectPlaying(message = 'the video plays', timeout = 45_000): Promise<void> {
    await expect(this.root).toHaveAttribute('data-status', /playing|waiting/, { timeout })
    const from = await this.currentTime()
    await expect
      .poll(() => this.currentTime(), { message, timeout, intervals: [250, 500, 1000] })
      .toBeGreaterThan(from + 1)
    await expect(this.root.getByRole('button', { name: this.t('player_retry') })).toHaveCount(0)
  }

  /**
   * The ad overlay shows a real clip of roll `place` playing (its currentTime advances); other rolls may
   * come and go first. The clip is then held (paused) so the checks that follow cannot race its 5 s:
   * a busy machine is slower than the clip. `release` lets it play to its end.
   */
  async expectAdPlays(
    place: 'pre_roll' | 'middle_roll' | 'post_roll' | 'post_pause_roll',
    timeout = 30_000,
  ): Promise<{ ad: Locator; release: () => Promise<void> }> {
    const ad = this.root.getByTestId('player-ad')
    const clip = ad.locator('video')
    await expect
      .poll(
        () =>
          ad.evaluate((el: HTMLElement) => ({
            place: el.hidden ? null : (el.dataset.place ?? null),
            playing: (el.querySelector('video')?.currentTime ?? 0) > 0.5,
          })),
        { message: `the ${place} clip plays`, timeout },
      )
      .toEqual({ place, playing: true })
    await clip.evaluate((v: HTMLVideoElement) => v.pause())
    await expect(ad).toBeVisible()
    await expect(ad.getByText(this.t('player_ad'), { exact: true })).toBeVisible()
    // play() rejects with AbortError when the player loads the element anew meanwhile (the clip moves
    // on): the release is then done by the player itself, not a failure of the journey
    const release = () =>
      clip.evaluate((v: HTMLVideoElement) =>
        v.play().catch((error: unknown) => {
          if (!(error instanceof DOMException && error.name === 'AbortError')) throw error
        }),
      )
    return { ad, release }
  }

  /** A touch tap at a fraction of the video's box (0..1 across, 0..1 down). */
  async tapAt(fx: number, fy: number): Promise<void> {
    const box = await this.video.boundingBox()
    if (!box) throw new Error('no video box')
    await this.page.touchscreen.tap(box.x + box.width * fx, box.y + box.height * fy)
  }

  /**
   * Two fingers on the video's centre, `fromGap` px apart, moved to `toGap` px apart and lifted one
   * after the other (a pinch, or a spread when `toGap` is larger).
   */
  async pinch(fromGap: number, toGap: number): Promise<void> {
    const box = await this.video.boundingBox()
    if (!box) throw new Error('no video box')
    const cx = box.x + box.width / 2
    const cy = box.y + box.height / 2
    const points = (gap: number) => [
      { x: cx - gap / 2, y: cy, id: 0 },
      { x: cx + gap / 2, y: cy, id: 1 },
    ]
    const cdp = await this.page.context().newCDPSession(this.page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(fromGap) })
    for (let step = 1; step <= 5; step++) {
      const gap = fromGap + ((toGap - fromGap) * step) / 5
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(gap) })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: points(toGap).slice(1) })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
  }

  /**
   * Two touch taps at the same spot 100 ms apart by their own event timestamps (spec 2 §4: a double tap
   * is a second tap within 500 ms). The taps carry their time with them, so a busy machine that
   * delivers them late does not stretch them apart: the player reads `event.timeStamp`.
   */
  async doubleTapAt(fx: number, fy: number): Promise<void> {
    const box = await this.video.boundingBox()
    if (!box) throw new Error('no video box')
    const point = { x: box.x + box.width * fx, y: box.y + box.height * fy }
    const cdp = await this.page.context().newCDPSession(this.page)
    const start = Date.now() / 1000
    for (const at of [start, start + 0.1]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point], timestamp: at })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at + 0.02 })
    }
    await cdp.detach()
  }

  /**
   * spec 2 §4: once a skip has run, presses are refused for 300 ms (divided by the presses in it). Waits
   * that long on the page's own clock after the skip was seen: a page timer set now fires after the
   * refusal's, which was set when the skip ran, however late a busy machine runs both.
   */
  async untilSkipsAccepted(): Promise<void> {
    await this.page.evaluate((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), SKIP_BUSY_MS)
  }

  /** Opens the settings menu (once) and picks `label` in a group. */
  async choose(group: Parameters<PlayerPage['group']>[0], label: string | RegExp): Promise<void> {
    const settings = this.button('player_settings')
    if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click()
    await this.group(group).getByRole('radio', { name: label }).click()
    await expect(this.group(group).getByRole('radio', { name: label })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  }
}

/** A schedule entry as the journeys read it (GET /v2/channels/{id}/content_schedule). */
export interface ScheduleEntry {
  id: number
  timestamp: number
  duration: number
  is_catchup_available: boolean
  program: { title: string }
}

/** Opens `/channels/all/{path}` as a new guest; the channel's player. */
export async function openChannel(page: Page, path: string): Promise<PlayerPage> {
  await new Shell(page).openAsNewGuest(`/channels/all/${path}`)
  return new PlayerPage(page)
}

/** The last programme of the past day with catch-up that ended over a minute ago. */
export async function pastProgramme(page: Page, channelId: number): Promise<ScheduleEntry> {
  const now = Math.floor(Date.now() / 1000)
  const res = await page.request.get(
    `/v2/channels/${channelId}/content_schedule?start=${now - 86400}&end=${now}`,
  )
  const entries = (await res.json()) as ScheduleEntry[]
  const entry = entries.filter((e) => e.is_catchup_available && e.timestamp + e.duration < now - 60).at(-1)
  if (!entry) throw new Error('no past programme with catch-up')
  return entry
}
