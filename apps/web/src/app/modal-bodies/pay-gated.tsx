import { lazy, type ComponentType } from 'react'
import { ParentalGate } from '../../shared/parental/parental-gate'
import type { ModalBodyProps } from '../modal-body-props'

const PincodeBody = lazy(() => import('../../features/parental/pincode-modal'))
const renderPin = (done: () => void) => <PincodeBody onClose={done} />

/**
 * A modal body that moves money outside the purchase flow (a top-up), behind the parental check of
 * action pay (spec 1 §4): with the device's pay switch on, the PIN comes first, inside the modal. The
 * server refuses the payment without it anyway (issue 30); this asks before the viewer fills anything.
 */
export function payGated(load: () => Promise<{ default: ComponentType<ModalBodyProps> }>) {
  return lazy(async () => {
    const { default: Body } = await load()
    function PayGatedBody(props: ModalBodyProps) {
      return (
        <ParentalGate action="pay" renderPin={renderPin}>
          <Body {...props} />
        </ParentalGate>
      )
    }
    return { default: PayGatedBody }
  })
}
