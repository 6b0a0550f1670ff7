import type { PromptContext } from '../../shared/notifications/prompt-rules'

/** What the prompt host hands each kind's body. */
export interface PromptBodyProps {
  /** the viewer closed the prompt: the reopen delay starts (spec 3 §9) */
  onClose: () => void
  /** the prompt did its job (saved, answered, asked the browser): gone for this visit */
  onFinish: () => void
  context: PromptContext
}
