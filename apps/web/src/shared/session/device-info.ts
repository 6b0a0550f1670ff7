import type { DeviceRegistration } from '@efir/contract'

/** spec 1 §9: client version string. */
export const CLIENT_VERSION = '188'

/** Describes this browser for device registration (spec 1 §3 "Device (sent on registration)"). */
export function describeDevice(userAgent: string, serial: string, webview = false): DeviceRegistration {
  const ua = userAgent
  const os = detectOs(ua)
  const browser = detectBrowser(ua)
  return {
    device_type: detectDeviceType(ua),
    vendor: browser.vendor,
    // spec 1 §3: a webview appends a suffix to the model
    model: (webview ? `${browser.name} webview` : browser.name).slice(0, 128),
    version: CLIENT_VERSION,
    os_name: os.name,
    os_version: os.version,
    application_type: 'web',
    serial,
  }
}

export function detectDeviceType(ua: string): DeviceRegistration['device_type'] {
  if (/SmartTV|SMART-TV|Tizen|Web0S|webOS|HbbTV|AndroidTV/i.test(ua)) return 'tv'
  if (/iPad|Tablet/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet'
  if (/Mobi|iPhone|iPod|Android/i.test(ua)) return 'phone'
  return 'pc'
}

function detectOs(ua: string): { name: string; version: string } {
  const pick = (re: RegExp) => re.exec(ua)?.[1]?.replace(/_/g, '.') ?? ''
  if (/Windows/i.test(ua)) return { name: 'Windows', version: pick(/Windows NT ([\d.]+)/) }
  if (/iPhone|iPad|iPod/i.test(ua)) return { name: 'iOS', version: pick(/OS ([\d_]+)/) }
  if (/Android/i.test(ua)) return { name: 'Android', version: pick(/Android ([\d.]+)/) }
  if (/Mac OS X/i.test(ua)) return { name: 'macOS', version: pick(/Mac OS X ([\d_.]+)/) }
  if (/CrOS/i.test(ua)) return { name: 'ChromeOS', version: '' }
  if (/Linux/i.test(ua)) return { name: 'Linux', version: '' }
  return { name: 'Unknown', version: '' }
}

function detectBrowser(ua: string): { name: string; vendor: string } {
  if (/Edg\//.test(ua)) return { name: 'Edge', vendor: 'Microsoft' }
  if (/OPR\//.test(ua)) return { name: 'Opera', vendor: 'Opera' }
  if (/YaBrowser/.test(ua)) return { name: 'Yandex Browser', vendor: 'Yandex' }
  if (/Firefox\//.test(ua)) return { name: 'Firefox', vendor: 'Mozilla' }
  if (/Chrome\/|Chromium\//.test(ua)) return { name: 'Chrome', vendor: 'Google' }
  if (/Safari\//.test(ua)) return { name: 'Safari', vendor: 'Apple' }
  return { name: 'Browser', vendor: 'Unknown' }
}
