import type { ParentalSettings as DeviceParental } from '@efir/contract'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ParentalGate } from '../../shared/parental/parental-gate'
import { hasPin } from '../../shared/parental/pin-verification'
import { useThisDevice } from '../../shared/parental/use-parental-check'
import { loadSession } from '../../shared/session/session-persist'
import { isSignedIn, useConfiguration, useSession } from '../../shared/session/use-session'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { toastStore } from '../../shared/ui/toast-store'
import { refusalText, useSaveParentalSettings, useSendPinReset } from './api'
import { PARENTAL_FLAGS, durationOptions, shownDuration } from './parental-flags'
import PincodeModal from './pincode-modal'
import { SetPin } from './set-pin'
import styles from './parental-settings.module.css'

/**
 * /settings/parental (spec 3 §2 "Parental tab"): behind the PIN when one is set (action parental),
 * the device's six toggles and its PIN window, change the code (the current one first), PIN by SMS.
 */
export default function ParentalSettings() {
  return (
    <ParentalGate action="parental" renderPin={(done) => <PincodeModal onClose={done} />}>
      <ParentalSettingsForm />
    </ParentalGate>
  )
}

function ParentalSettingsForm() {
  const { t } = useTranslation()
  const durationId = useId()
  const session = useSession()
  const signedIn = isSignedIn(session)
  const configuration = useConfiguration()
  const device = useThisDevice(signedIn)
  const save = useSaveParentalSettings(signedIn ? loadSession().deviceId : undefined)
  const sms = useSendPinReset()
  const [changing, setChanging] = useState(false)
  // the change being saved shows at once (a switch follows the finger), until the server answers
  const [saving, setSaving] = useState<Partial<DeviceParental>>({})
  if (!signedIn) return <p>{t('pincode_sign_in')}</p>
  if (changing)
    return (
      <SetPin
        onDone={() => {
          toastStore.show(t('parental_set_success'), 'success')
          setChanging(false)
        }}
      />
    )
  if (device.isPending) return <Skeleton height={240} />
  if (!device.data) return <p role="alert">{t('parental_settings_failed')}</p>
  const settings = { ...device.data.parental_settings, ...saving }
  const options = durationOptions(configuration?.parental_duration, settings.duration)
  const change = (patch: Partial<DeviceParental>) => {
    setSaving(patch)
    save.mutate(patch, { onSettled: () => setSaving({}) })
  }
  return (
    <div className={styles.body}>
      <fieldset className={styles.flags}>
        <legend className={styles.legend}>{t('parental_flags_title')}</legend>
        {PARENTAL_FLAGS.map(({ flag, labelKey }) => (
          <label key={flag} className={styles.flag}>
            <span>{t(labelKey)}</span>
            <input
              type="checkbox"
              role="switch"
              checked={settings[flag]}
              disabled={save.isPending}
              onChange={(e) => change({ [flag]: e.target.checked })}
            />
          </label>
        ))}
      </fieldset>
      <div className={styles.flag}>
        <label htmlFor={durationId}>{t('parental_duration')}</label>
        <select
          id={durationId}
          value={shownDuration(options, settings.duration)}
          disabled={save.isPending}
          onChange={(e) => change({ duration: Number(e.target.value) })}
        >
          {options.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('parental_duration_minutes', { minutes })}
            </option>
          ))}
        </select>
      </div>
      {save.isError && (
        <p className={styles.error} role="alert">
          {refusalText(save.error, t, 'parental_settings_failed')}
        </p>
      )}
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setChanging(true)}>
          {hasPin(session.user) ? t('parental_change_code') : t('parental_set_code')}
        </Button>
        {hasPin(session.user) && (
          <Button variant="secondary" disabled={sms.isPending} onClick={() => sms.mutate()}>
            {t('pincode_send_sms')}
          </Button>
        )}
      </div>
      {sms.isSuccess && <p role="status">{sms.data.message || t('pincode_sms_sent')}</p>}
      {sms.isError && (
        <p className={styles.error} role="alert">
          {refusalText(sms.error, t, 'pincode_sms_failed')}
        </p>
      )}
    </div>
  )
}
