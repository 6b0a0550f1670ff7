import type { Device } from '@efir/contract'
import type { DeviceRow } from './repository.ts'

export function presentDevice(row: DeviceRow, currentDeviceId: number | null): Device {
  return {
    id: row.id,
    // The serial is a secret: only a hint of it is kept and shown.
    serial: `${row.serialHint}…`,
    device_type: row.deviceType,
    vendor: row.vendor,
    model: row.model,
    version: row.version,
    os_name: row.osName,
    os_version: row.osVersion,
    application_type: row.applicationType,
    login_at: row.loginAt.toISOString(),
    settings: row.settings,
    parental_settings: row.parentalSettings,
    // a web push subscription's keys stay on the server
    notification: row.notification
      ? { notification_type: row.notification.notification_type, token: row.notification.token }
      : null,
    is_current: row.id === currentDeviceId,
  }
}
