import { isBrandColor, type BrandColors } from '../shared/pwa/brand-colors'

/**
 * White-label branding as data (ARCHITECTURE "Styling"): provider colours → CSS custom properties
 * (`--brand-primary`, `--brand-on-primary`, ...) that the design tokens fall back from.
 */
export function brandingCssVars(colors: BrandColors | undefined): Record<string, string> {
  if (!colors) return {}
  const vars: Record<string, string> = {}
  for (const [name, value] of Object.entries(colors)) {
    if (isBrandColor(value)) vars[`--brand-${name.replace(/_/g, '-')}`] = value.trim()
  }
  return vars
}

/** Writes the branding variables on :root, removing the previous provider's. Returns a cleanup. */
export function applyBranding(
  vars: Record<string, string>,
  root: HTMLElement = document.documentElement,
): () => void {
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
  return () => {
    for (const name of Object.keys(vars)) root.style.removeProperty(name)
  }
}
