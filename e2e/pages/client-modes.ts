import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test'
import { expect, ru, type Texts } from '../fixtures'

/** The Android webview's user agent ("; wv)" marks it, spec 1 §3). */
export const ANDROID_WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36'

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * A partner's site on another origin (localhost on its own port, while the app is 127.0.0.1): one page
 * that frames the app address given in `?src=`, as a partner embeds a channel.
 */
export class PartnerSite {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  /** On a free port of its own: every test worker that runs the embed tests starts one. */
  static async start(): Promise<PartnerSite> {
    const server = createServer((req, res) => {
      const src = new URL(req.url ?? '/', 'http://localhost').searchParams.get('src') ?? ''
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body><h1>Partner news</h1>
<iframe title="TV" src="${escapeAttr(src)}" width="800" height="450"
  allow="autoplay; fullscreen; picture-in-picture"></iframe></body></html>`)
    })
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
    const { port } = server.address() as AddressInfo
    return new PartnerSite(server, `http://localhost:${port}`)
  }

  /** The partner's page framing `appUrl`. */
  pageFraming(appUrl: string): string {
    return `${this.origin}/?src=${encodeURIComponent(appUrl)}`
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}

/** The app inside the partner's frame. */
export class EmbeddedApp {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get frame(): FrameLocator {
    return this.page.frameLocator('iframe[title="TV"]')
  }
  get player(): Locator {
    return this.frame.getByTestId('channel-player')
  }
  /** The video on screen (the player switches channels on a hidden twin: `data-standby`). */
  get video(): Locator {
    return this.player.locator('video:not([data-standby])').first()
  }

  /** Real video plays inside the frame: its currentTime advances by over a second. */
  async expectPlaying(): Promise<void> {
    await expect(this.player).toHaveAttribute('data-status', /playing|waiting/, { timeout: 45_000 })
    const time = () => this.video.evaluate((v: HTMLVideoElement) => v.currentTime)
    const from = await time()
    await expect
      .poll(time, { message: 'the embedded video plays', timeout: 45_000, intervals: [250, 500, 1000] })
      .toBeGreaterThan(from + 1)
    await expect(this.player.getByRole('button', { name: this.t('player_retry') })).toHaveCount(0)
  }
}

/**
 * A fake Android bridge (spec 3 §4) injected before the app starts: it records what the app hands it
 * (external URLs as they are, `pip` and `fullscreen:{on}` for the native player, spec 2 §2).
 * `failing`: the bridge throws, as a native side that went away.
 */
export async function injectAndroidBridge(page: Page, options: { failing?: boolean } = {}): Promise<void> {
  await page.addInitScript((failing: boolean) => {
    const w = window as unknown as { __bridged: string[]; Android: unknown }
    w.__bridged = []
    w.Android = {
      openExternal: (url: string) => {
        if (failing) throw new Error('the app is gone')
        w.__bridged.push(url)
      },
      enterPictureInPicture: () => {
        if (failing) throw new Error('the app is gone')
        w.__bridged.push('pip')
      },
      setFullscreen: (on: boolean) => {
        if (failing) throw new Error('the app is gone')
        w.__bridged.push(`fullscreen:${String(on)}`)
      },
    }
  }, options.failing ?? false)
}

/** What the fake bridge was handed so far. */
export function bridgedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __bridged: string[] }).__bridged)
}

/** A token of the demo viewer (demo / demo), as a mobile app or a messenger bot would hand it over. */
export async function demoToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/v2/auth/login', { data: { login: 'demo', password: 'demo' } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { access_token: string }).access_token
}

/** Counts the guests this page asks the server to create (POST /v2/users). */
export function countGuestCreations(page: Page): () => number {
  let created = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v2/users') created++
  })
  return () => created
}
