import { useTranslation } from 'react-i18next'
import { toastStore } from '../../shared/ui/toast-store'
import { SetPin } from './set-pin'

/** The `#parental_set` modal body: the set-PIN steps; success confirms with parental_set_success. */
export default function ParentalSetModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <SetPin
      onDone={() => {
        toastStore.show(t('parental_set_success'), 'success')
        onClose()
      }}
    />
  )
}
