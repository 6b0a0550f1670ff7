import { createHash } from 'node:crypto'
import type { ProviderRow } from '../network/repository.ts'
import { parseHexColor, toHex, type Rgb } from './colors.ts'
import { ICON_SIZES, type IconColors, type IconPurpose, type IconSize } from './icons.ts'

// When a brand's token is not a plain hex colour: the client's own dark shell (index.html theme-color).
const FALLBACK_BACKGROUND: Rgb = [0x0d, 0x0f, 0x15]
const FALLBACK_PRIMARY: Rgb = [0xc9, 0x3a, 0x3f]
const FALLBACK_ON_PRIMARY: Rgb = [0xff, 0xff, 0xff]
/** Launchers show about 12 characters under an icon. */
const SHORT_NAME_MAX = 12

export interface BrandColors {
  theme: string
  background: string
  icon: IconColors
}

/** The manifest's and the icons' colours, from the provider's brand tokens (branding.colors). */
export function brandColors(provider: Pick<ProviderRow, 'display'>): BrandColors {
  const tokens = provider.display.branding.colors
  const background = parseHexColor(tokens.background) ?? FALLBACK_BACKGROUND
  return {
    // the browser's bar and the splash screen blend with the app's own background
    theme: toHex(background),
    background: toHex(background),
    icon: {
      background: parseHexColor(tokens.primary) ?? FALLBACK_PRIMARY,
      mark: parseHexColor(tokens.on_primary) ?? FALLBACK_ON_PRIMARY,
    },
  }
}

/** The icon file names a manifest lists: `icon-192.png`, `maskable-512.png`, … */
export function iconFile(purpose: IconPurpose, size: IconSize): string {
  return `${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png`
}

export function parseIconFile(file: string): { purpose: IconPurpose; size: IconSize } | null {
  const match = /^(icon|maskable)-(\d+)\.png$/.exec(file)
  const size = ICON_SIZES.find((s) => String(s) === match?.[2])
  if (!match || size === undefined) return null
  return { purpose: match[1] === 'icon' ? 'any' : 'maskable', size }
}

/** Changes with the colours the icons are drawn from, so a re-branded icon is never served stale. */
export function iconVersion(colors: IconColors): string {
  return createHash('sha256').update(JSON.stringify(colors)).digest('hex').slice(0, 10)
}

export function iconPath(provider: Pick<ProviderRow, 'shortname'>, file: string, version: string): string {
  return `/static/web-app/${encodeURIComponent(provider.shortname)}/${file}?v=${version}`
}

/**
 * The web app manifest of a brand (spec 1 §1 "installable web app"; issue 12): its name, its icons and
 * colours, all from the provider's data, so another brand gets its own manifest without code.
 */
export function webAppManifest(provider: Pick<ProviderRow, 'name' | 'shortname' | 'display'>) {
  const colors = brandColors(provider)
  const version = iconVersion(colors.icon)
  const name = provider.name.trim() || provider.shortname
  return {
    id: '/',
    name,
    short_name: name.length <= SHORT_NAME_MAX ? name : name.slice(0, SHORT_NAME_MAX).trimEnd(),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.theme,
    background_color: colors.background,
    categories: ['entertainment'],
    icons: (['any', 'maskable'] as const).flatMap((purpose) =>
      ICON_SIZES.map((size) => ({
        src: iconPath(provider, iconFile(purpose, size), version),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ),
  }
}
