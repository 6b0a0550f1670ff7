import { PlayerPage } from '../pages/player'
import { Shell } from '../pages/shell'
import { expect, test, AUTOPLAY_LAUNCH } from '../fixtures'

test.use({ launchOptions: AUTOPLAY_LAUNCH })

const CAST_SENDER = 'https://www.gstatic.com/**'

test('cast: the Cast sender loads only on the press; with no cast device the viewer is told so', async ({
  page,
}) => {
  // no Google in this sandbox (and never in CI): the sender is unreachable, as on a locked-down network
  const senderRequests: string[] = []
  await page.route(CAST_SENDER, (route) => {
    senderRequests.push(route.request().url())
    return route.abort()
  })
  await new Shell(page).openAsNewGuest('/channels/all/pervyj-demo')
  const player = new PlayerPage(page)
  await player.expectPlaying()
  expect(senderRequests, 'nothing of the Cast sender before the press').toEqual([])

  await player.button('player_cast').click()
  // Chromium: the sender could not initialise and Remote Playback cannot take an MSE stream
  await expect(player.alert('cast_init_failed')).toBeVisible()
  expect(senderRequests).toEqual([
    'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1',
  ])
  // the controls are still there and the channel keeps playing
  await expect(player.button('player_cast')).toBeVisible()
  await player.expectPlaying('plays after the cast attempt')
})

test('cast: a page without a secure context refuses with the security message', async ({ page }) => {
  await new Shell(page).openAsNewGuest('/channels/all/pervyj-demo')
  const player = new PlayerPage(page)
  await player.expectPlaying()
  // as on plain http from another host: window.isSecureContext is false there
  await page.evaluate(() => Object.defineProperty(window, 'isSecureContext', { value: false }))
  await player.button('player_cast').click()
  await expect(player.alert('cast_unavailable_security')).toBeVisible()
})
