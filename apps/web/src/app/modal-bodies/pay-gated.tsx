import { lazy, type ComponentType } from 'react'
import type { ModalBodyProps } from '../../shared/ui/modal-body-props'

const PincodeBody = lazy(() => import('../../features/parental/pincode-modal'))
const renderPin = (done: () => void) => <PincodeBody onClose={done} />

/**
 * A modal body that moves money outside the purchase flow (a top-up), behind the parental check of
 * action pay (spec 1 §4): with the device's pay switch on, the PIN comes first, inside the modal. The
 * server refuses the payment without it anyway (issue 30); this asks before the viewer fills anything.
 */
export function payGated(load: () => Promise<{ default: ComponentType<ModalBodyProps> }>) {
  return lazy(async () => {
    // the gate comes with the body: the modal registry (initial JavaScript) holds neither (issue 32)
    const [{ default: Body }, { ParentalGate }] = await Promise.all([
      load(),
      import('../../shared/parental/parental-gate'),
    ])
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
