import type { Page } from '@playwright/test'
import { AuthDialog } from '../pages/auth-dialog'
import { ContentPage } from '../pages/content'
import { SearchPage } from '../pages/search'
import { Shell } from '../pages/shell'
import { expect, ru, test } from '../fixtures'

// Film 1 "Матрица" is free and playable (apps/server/src/seed/catalogue-data.ts); the demo
// configuration asks for 3 search characters (apps/server/src/modules/network/settings.ts).
// (The VOD player's shared controls are checked in vod.spec.ts on the same film's playback; a viewer
// adding it to favorites from its card in discovery.spec.ts.)
const FILM = { slug: 'matrica-1', title: 'Матрица' }
const MIN_SEARCH_CHARS = 3

/** Analytics events the page sends (POST /v2/analytics/events). */
function recordEvents(page: Page): { name: string; type?: string; value?: number | string }[] {
  const events: { name: string; type?: string; value?: number | string }[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v2/analytics/events'))
      events.push(...(r.postDataJSON() as { events: typeof events }).events)
  })
  return events
}

test.describe('catalogue extras', () => {
  test('search: too short a text says how many characters; results send hover analytics; the content card carries the favorite toggle, which asks a guest to sign in', async ({
    page,
  }) => {
    const events = recordEvents(page)
    const search = new SearchPage(page)
    await new Shell(page).openAsNewGuest('/search')
    await search.pageBox.pressSequentially('ма')
    await expect(
      page.getByRole('heading', {
        name: ru('search_min_chars_many').replace('{{count}}', String(MIN_SEARCH_CHARS)),
      }),
    ).toBeVisible()

    await search.pageBox.pressSequentially('трица')
    await expect(page).toHaveURL(/[?&]q=/, { timeout: 10_000 })
    const result = search.result(FILM.title).first()
    await expect(result).toBeVisible({ timeout: 20_000 })
    await result.hover()
    await expect
      .poll(() => events.find((e) => e.name === 'hover' && e.type === 'content'))
      .toMatchObject({ value: 1 })

    await test.step('the card’s favorite toggle asks a guest to sign in', async () => {
      await result.click()
      const card = new ContentPage(page).card(FILM.title)
      await expect(card).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/contents/${FILM.slug}$`))
      await card.getByRole('button', { name: ru('favorite_add'), exact: true }).click()
      await expect(page).toHaveURL(/#auth$/)
      await expect(new AuthDialog(page).dialog).toBeVisible()
    })
  })
})
