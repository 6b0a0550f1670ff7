import type { Locator, Page } from '@playwright/test'
import { ChannelsPage } from '../pages/channels'
import { PlayerPage } from '../pages/player'
import { Shell } from '../pages/shell'
import { expect, expectAccessible, ru, test } from '../fixtures'

// Facts of the demo seed (apps/server/src/seed/live-channels.ts)
const FREE = { id: 102, name: 'Первый Демо' }
/** free, with a pre-roll: an ad-only channel (spec 2 §2: no preview video) */
const AD_ONLY = { id: 101, name: 'Эфир 24' }
/** in the base packet: a guest has not bought it */
const PAID = { id: 104, name: 'Мир Новостей' }
/** plays in a third-party embedded player (vitrinaUrl) */
const VITRINA = { id: 125, name: 'Витрина ТВ' }

const previewOf = (page: Page, name: string): Locator =>
  page.getByRole('group', { name: ru('channel_preview').replace('{{name}}', name) })

/** The stream requests of a channel, preview ones apart. */
function streamRequests(page: Page, id: number) {
  const asked = { preview: [] as number[], full: [] as number[] }
  page.on('response', (res) => {
    const url = new URL(res.url())
    if (url.pathname !== `/v2/channels/${id}/stream`) return
    asked[url.searchParams.get('preview') === 'true' ? 'preview' : 'full'].push(res.status())
  })
  return asked
}

test.describe('the channel preview, a zoomed card (spec 2 §2)', () => {
  test('ad-only and unbought channels show their still, quietly, and a third-party player has no sound toggle; a resting mouse grows a free card into a muted live preview with its own sound, favourite and Back; a click opens the channel', async ({
    page,
  }) => {
    const channels = new ChannelsPage(page)
    const list = channels.list('Все каналы')
    const asked = streamRequests(page, FREE.id)
    const adOnly = streamRequests(page, AD_ONLY.id)
    const paid = streamRequests(page, PAID.id)
    const starts: unknown[] = []
    page.on('request', (r) => {
      if (r.method() !== 'POST' || !r.url().includes('/v2/analytics/events')) return
      const { events } = r.postDataJSON() as { events: { name: string; data?: unknown }[] }
      starts.push(...events.filter((e) => e.name === 'playback_start').map((e) => e.data))
    })
    await new Shell(page).openAsNewGuest('/channels')

    await test.step('ad-only: the server refuses a preview (it would skip the pre-roll); the card shows its still', async () => {
      await channels.card(list, AD_ONLY.name).hover()
      const adPreview = previewOf(page, AD_ONLY.name)
      await expect(adPreview.locator('[data-preview-still]')).toBeVisible()
      await expect.poll(() => adOnly.preview).toEqual([403])
      // spec 2 §8: no alert and no permission dialog in preview mode
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(adPreview.getByRole('alert')).toHaveText('')
      await expect(adPreview.getByRole('button', { name: ru('player_retry') })).toHaveCount(0)

      // not bought: nothing is asked for
      await page.mouse.move(0, 0)
      await channels.card(list, PAID.name).hover()
      const paidPreview = previewOf(page, PAID.name)
      await expect(paidPreview.locator('[data-preview-still]')).toBeVisible()
      await expect(adPreview).toHaveCount(0)
      expect(paid).toEqual({ preview: [], full: [] })
    })

    await test.step('a third-party embedded player: its sound is its own, the preview offers no toggle', async () => {
      await page.mouse.move(0, 0)
      await channels.card(list, VITRINA.name).scrollIntoViewIfNeeded()
      await channels.card(list, VITRINA.name).hover()
      const vitrina = previewOf(page, VITRINA.name)
      await expect(vitrina).toBeVisible()
      await expect(vitrina.locator('iframe')).toBeVisible()
      await expect(vitrina.getByRole('button', { name: ru('player_unmute') })).toHaveCount(0)
      await expect(vitrina.getByRole('button', { name: ru('player_mute') })).toHaveCount(0)
      await page.mouse.move(0, 0)
      await expect(vitrina).toHaveCount(0)
    })

    const card = channels.card(list, FREE.name)
    await card.scrollIntoViewIfNeeded()
    await card.hover()
    const preview = previewOf(page, FREE.name)
    await expect(preview).toBeVisible()
    // the player's preview mode: real live video, started muted without a gesture, no controls
    const player = new PlayerPage(page)
    await player.expectPlaying('the preview plays')
    expect(asked.preview).toEqual([200])
    expect(asked.full).toEqual([])
    await expect(player.controls).toHaveCount(0)
    expect(await player.video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
    const sound = preview.getByRole('button', { name: ru('player_unmute') })
    await sound.click()
    await expect(preview.getByRole('button', { name: ru('player_mute') })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(await player.video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false)
    // the preview's sound is its own: the full player's stored choice is untouched
    expect(await page.evaluate(() => localStorage.getItem('muted'))).toBeNull()
    // the favourite toggle's tooltip says what a press does (a guest is asked to sign in)
    await expect(
      preview.getByRole('button', { name: `Добавить «${FREE.name}» в избранное` }),
    ).toHaveAttribute('title', `Добавить «${FREE.name}» в избранное`)
    await expectAccessible(page, `[data-channel-preview="${FREE.id}"]`, { targetSize: true })

    // Back closes it and gives focus to the card
    await preview.getByRole('button', { name: ru('back'), exact: true }).click()
    await expect(preview).toHaveCount(0)
    await expect(card).toBeFocused()
    await expect(player.root).toHaveCount(0)

    // Escape closes it too
    await page.mouse.move(0, 0)
    await card.hover()
    await expect(preview).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(preview).toHaveCount(0)

    // a click on the picture opens the channel page, where the full player takes over
    await page.mouse.move(0, 0)
    await card.hover()
    await expect(preview).toBeVisible()
    const picture = await player.root.boundingBox()
    if (!picture) throw new Error('the preview has no picture')
    await page.mouse.click(picture.x + picture.width / 3, picture.y + picture.height / 3)
    const tv = channels.tvPage(FREE.name)
    await expect(tv).toBeVisible()
    await expect(preview).toHaveCount(0)
    await expect(player.root).toHaveCount(1)
    await expect(player.root).toHaveAttribute('data-channel-player', String(FREE.id))
    await player.expectPlaying('the channel plays on its page')
    expect(asked.full.length).toBeGreaterThan(0)
    // a preview is not a watch: the one playback start counted is the channel page's
    await expect.poll(() => starts.length).toBeGreaterThan(0)
    expect(starts).toEqual([expect.objectContaining({ channelId: FREE.id })])
  })
})
