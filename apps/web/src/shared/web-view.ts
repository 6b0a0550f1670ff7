/** spec 2 §2: the share button is hidden in a web view (Android "; wv)", iOS without Safari). */
export function isWebView(userAgent: string): boolean {
  return /; wv\)/.test(userAgent) || (/iPhone|iPad|iPod/.test(userAgent) && !/Safari\//.test(userAgent))
}
