/** Props every modal body receives from the modal host. */
export interface ModalBodyProps {
  onClose: () => void
  /** Data of a no-hash modal request (e.g. message title and text). */
  payload?: Record<string, unknown>
}
