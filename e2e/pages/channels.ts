import type { Locator, Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** The live-TV screens: the channel list (/channels), the TV page and the channel viewer (spec 2 §2). */
export class ChannelsPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }
  get category(): Locator {
    return this.page.getByRole('combobox', { name: this.t('channel_category') })
  }
  get search(): Locator {
    return this.page.getByRole('searchbox', { name: this.t('channel_search') })
  }
  /** The channel list of a category, named by the category. */
  list(categoryName: string): Locator {
    return this.page.getByRole('list', { name: categoryName, exact: true })
  }
  /** A channel card: one link named by the channel (then its programme and badges). */
  card(scope: Locator, channelName: string): Locator {
    return scope.getByRole('link', { name: new RegExp(`^(\\d+\\.\\s*)?${channelName}`) })
  }

  /** The TV page (modal page over the list) of a channel. */
  tvPage(channelName: string): Locator {
    return this.page.getByRole('dialog', { name: channelName })
  }
  tab(scope: Locator, key: 'tv_tab_channels' | 'tv_tab_schedule'): Locator {
    return scope.getByRole('tab', { name: this.t(key) })
  }
  day(scope: Locator, key: 'schedule_today' | 'schedule_yesterday' | 'schedule_tomorrow'): Locator {
    return scope.getByRole('button', { name: this.t(key), exact: true })
  }
  /** The schedule list of a channel on a day. */
  schedule(scope: Locator, channelName: string, dayKey: string): Locator {
    return scope.getByRole('list', {
      name: this.t('schedule_of').replace('{{name}}', channelName).replace('{{day}}', this.t(dayKey)),
    })
  }
  /** A notice in the toast region (spec 2 §8 alerts). */
  notice(key: string): Locator {
    return this.page.getByRole('status').getByText(this.t(key))
  }
  /** What an unpurchased channel shows instead of the player. */
  packets(scope: Locator): Locator {
    return scope.getByRole('list', { name: this.t('channel_packets') })
  }
}
