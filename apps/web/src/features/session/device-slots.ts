import type { Device } from '@efir/contract'

/**
 * spec 1 §4 "Device slots": when registration answers 400, the user's oldest device (by login_at) is
 * removed to free a slot. The device this token belongs to is never chosen (spec 3 §6: the current
 * device cannot be removed). Undefined when nothing can be freed.
 */
export function pickDeviceToFree(
  devices: readonly Pick<Device, 'id' | 'login_at' | 'is_current'>[],
): number | undefined {
  let oldest: { id: number; at: number } | undefined
  for (const d of devices) {
    if (d.is_current) continue
    const at = Date.parse(d.login_at)
    if (Number.isNaN(at)) continue
    if (!oldest || at < oldest.at || (at === oldest.at && d.id < oldest.id)) oldest = { id: d.id, at }
  }
  return oldest?.id
}

/** spec 1 §8: a 400 on device registration (device_limit) frees the oldest slot and retries once. */
export function isDeviceLimitError(error: { status: number; code: string }): boolean {
  // device_limit is the contract's code; other 400s of foreign backends count too, but not a malformed request
  return error.status === 400 && error.code !== 'validation_error'
}
