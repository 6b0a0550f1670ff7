import { expect, type Locator, type Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** The content card (/contents/{slug}), the watch page (/watch/{id}) and the PIN dialog (spec 3 §2, §4). */
export class ContentPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  async open(slug: string): Promise<void> {
    await this.page.goto(`/contents/${slug}`)
  }
  /** The card: a dialog named by the content's title. */
  card(title: string): Locator {
    return this.page.getByRole('dialog', { name: title })
  }
  /** The watch button of the card by its caption (server meta: Смотреть, Продолжить просмотр...). */
  watchButton(card: Locator, caption: string | RegExp): Locator {
    return card.getByRole('button', { name: caption })
  }
  seasons(card: Locator): Locator {
    return card.getByRole('group', { name: this.t('content_seasons') })
  }
  season(card: Locator, number: number): Locator {
    return this.seasons(card).getByRole('button', { name: `Сезон ${number}`, exact: true })
  }
  /** An episode's play button, by its series number (the demo's episodes are named by season and number). */
  episode(card: Locator, series: number): Locator {
    return card.getByRole('button', {
      name: new RegExp(`^${this.t('content_play_episode').split('{{')[0]}.*, серия ${series}$`),
    })
  }

  /** The watch page: a dialog over the page with the VOD player. */
  get watchDialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('vod-player') })
  }
  get player(): Locator {
    return this.page.getByTestId('vod-player')
  }
  get video(): Locator {
    return this.player.locator('video').first()
  }
  currentTime(): Promise<number> {
    return this.video.evaluate((v: HTMLVideoElement) => v.currentTime)
  }
  /** Real video plays: currentTime advances by over a second and no error is shown. */
  async expectPlaying(timeout = 30_000): Promise<void> {
    await expect(this.player).toHaveAttribute('data-status', /playing|waiting/, { timeout })
    await expect(this.player).toHaveAttribute('data-packshot', 'false', { timeout })
    const from = await this.currentTime()
    await expect
      .poll(() => this.currentTime(), { message: 'the video plays', timeout, intervals: [250, 500, 1000] })
      .toBeGreaterThan(from + 1)
    await expect(this.player.getByRole('button', { name: this.t('player_retry') })).toHaveCount(0)
  }
  playerButton(key: string): Locator {
    return this.player.getByRole('button', { name: this.t(key), exact: true })
  }
  /** Leaves the watch page by its back button. */
  async leave(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('back'), exact: true }).click()
    await expect(this.player).toHaveCount(0)
  }
}
