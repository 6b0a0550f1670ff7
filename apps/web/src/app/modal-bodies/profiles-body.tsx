import PincodeModal from '../../features/parental/pincode-modal'
import ProfilesModal from '../../features/profiles/profiles-modal'
import type { ModalBodyProps } from '../../shared/ui/modal-body-props'

/**
 * The `#profiles` modal: the profiles feature with the parental feature's PIN step inside it (spec 3
 * §4: switching to or editing an adult profile asks the PIN, action profile).
 */
export default function ProfilesBody({ onClose }: ModalBodyProps) {
  return <ProfilesModal onClose={onClose} renderPin={(done) => <PincodeModal onClose={done} />} />
}
