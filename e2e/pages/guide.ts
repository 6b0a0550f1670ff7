import type { Locator, Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** The programme guide (/guide, issue 11): the grid, its cells by screen-reader name, the toolbar. */
export class GuidePage {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get grid(): Locator {
    return this.page.getByRole('grid')
  }
  get scroller(): Locator {
    return this.page.locator('[class*="scroller"]')
  }
  get rows(): Locator {
    return this.grid.getByRole('row')
  }
  get category(): Locator {
    return this.page.getByRole('combobox', { name: this.t('guide_category') })
  }
  get jumpToNow(): Locator {
    return this.page.getByRole('button', { name: this.t('guide_jump_now'), exact: true })
  }
  day(key: 'schedule_today' | 'schedule_yesterday' | 'schedule_tomorrow'): Locator {
    return this.page
      .getByRole('group', { name: this.t('guide_days') })
      .getByRole('button', { name: this.t(key), exact: true })
  }
  /** The cells of a channel (their names end "…, {channel}[, state]"). */
  cells(channelName: string): Locator {
    return this.grid.getByRole('gridcell', { name: new RegExp(`, ${channelName}(, |$)`) })
  }
  rowHeader(channelName: string): Locator {
    return this.grid.getByRole('rowheader', { name: channelName, exact: true })
  }
  /** The accessible name of the focused element. */
  focusedName(): Promise<string | null> {
    return this.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null)
  }
  /** Scrolls the grid so a moment of the shown (local) day is in view. */
  async showTime(unixSeconds: number): Promise<void> {
    await this.scroller.evaluate((el, at) => {
      const midnight = new Date(at * 1000)
      midnight.setHours(0, 0, 0, 0)
      // 5 px a minute (features/guide/guide-layout.ts PX_PER_MINUTE)
      el.scrollLeft = Math.max(0, ((at - midnight.getTime() / 1000) / 60) * 5 - 200)
    }, unixSeconds)
  }
}
