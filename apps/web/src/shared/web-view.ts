/**
 * An Android or iOS web view (an app's shell): Android marks it "; wv)", iOS leaves Safari out.
 * spec 2 §2 hides the share button there; the cast API is missing there too (spec 2 §4).
 */
export function isWebView(userAgent: string): boolean {
  return /; wv\)/.test(userAgent) || (/iPhone|iPad|iPod/.test(userAgent) && !/Safari\//.test(userAgent))
}
