import type { Device } from '@efir/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { useDevices, useRemoveDevice, useSignOutOthers } from './api'
import { canRemoveDevice, deviceRemovalErrorKey } from './settings-rules'
import { InlineConfirm } from '../../shared/ui/inline-confirm'
import styles from './settings.module.css'
import { formatDate } from '../../shared/i18n/date-format'

/**
 * spec 3 §2 Devices: type, login date and time; removing a non-current device asks first; the current
 * one cannot be removed (spec 3 §6); a 403 on removal is error_too_many_devices (spec 1 §8).
 */
export function DevicesSection() {
  const { t } = useTranslation()
  const devices = useDevices()
  const remove = useRemoveDevice()
  const [asking, setAsking] = useState<Device | null>(null)
  const [errorKey, setErrorKey] = useState<string | null>(null)
  if (devices.isPending)
    return (
      <div aria-busy="true" className={styles.list}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} />
        ))}
      </div>
    )
  if (devices.isError)
    return (
      <Alert tone="error">
        <p>{t('settings_devices_load_error')}</p>
        <Button size="small" onClick={() => void devices.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    )
  const confirm = (device: Device) => {
    setAsking(null)
    setErrorKey(null)
    remove.mutate(device.id, {
      onError: (error) => setErrorKey(deviceRemovalErrorKey(isApiError(error) ? error.status : 0)),
    })
  }
  return (
    <>
      {errorKey && <Alert tone="error">{t(errorKey)}</Alert>}
      {devices.data.length === 0 && <p className={styles.muted}>{t('settings_devices_empty')}</p>}
      <ul className={styles.list} aria-label={t('settings_title_devices')}>
        {devices.data.map((device) => (
          <li key={device.id}>
            {asking?.id === device.id ? (
              <RemoveConfirm device={device} onYes={() => confirm(device)} onNo={() => setAsking(null)} />
            ) : (
              <DeviceRow device={device} busy={remove.isPending} onRemove={() => setAsking(device)} />
            )}
          </li>
        ))}
      </ul>
      <SignOutOthers />
    </>
  )
}

/**
 * Issue 30: sign out of every other device, after confirming; this one stays signed in (its own sign-out
 * is the logout). The others' sign-ins end, those that never registered a device too.
 */
function SignOutOthers() {
  const { t } = useTranslation()
  const signOut = useSignOutOthers()
  const [asking, setAsking] = useState(false)
  if (asking)
    return (
      <InlineConfirm
        question={t('settings_sign_out_others_confirm')}
        confirmLabel={t('settings_sign_out_others')}
        onYes={() => {
          setAsking(false)
          signOut.mutate()
        }}
        onNo={() => setAsking(false)}
      />
    )
  return (
    <div className={styles.row}>
      <Button variant="secondary" disabled={signOut.isPending} onClick={() => setAsking(true)}>
        {t('settings_sign_out_others')}
      </Button>
      {signOut.isSuccess && <p role="status">{t('settings_sign_out_others_done')}</p>}
      {signOut.isError && <Alert tone="error">{t('settings_sign_out_others_failed')}</Alert>}
    </div>
  )
}

function useDeviceTexts() {
  const { t, i18n } = useTranslation()
  return {
    name: (d: Device) => `${t(`settings_device_type_${d.device_type}`)} · ${d.model}, ${d.os_name}`,
    loginAt: (d: Device) => formatDate(d.login_at, i18n.language, 'dateTime'),
  }
}

function DeviceRow({ device, busy, onRemove }: { device: Device; busy: boolean; onRemove: () => void }) {
  const { t } = useTranslation()
  const texts = useDeviceTexts()
  const name = texts.name(device)
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span>{name}</span>
        <span className={styles.muted}>{t('settings_device_login_at', { date: texts.loginAt(device) })}</span>
        {device.is_current && <span className={styles.badge}>{t('settings_device_current')}</span>}
      </div>
      {canRemoveDevice(device) ? (
        <Button
          size="small"
          variant="secondary"
          disabled={busy}
          onClick={onRemove}
          aria-label={`${t('settings_device_remove')}: ${name}`}
        >
          {t('settings_device_remove')}
        </Button>
      ) : (
        <span className={styles.muted}>{t('settings_device_current_hint')}</span>
      )}
    </div>
  )
}

/** The confirmation (spec 3 §2 "asks confirmation to remove it"); the safe choice takes focus. */
function RemoveConfirm({ device, onYes, onNo }: { device: Device; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation()
  const texts = useDeviceTexts()
  return (
    <InlineConfirm
      question={t('settings_device_remove_confirm', { device: texts.name(device) })}
      confirmLabel={t('settings_device_remove')}
      onYes={onYes}
      onNo={onNo}
    />
  )
}
