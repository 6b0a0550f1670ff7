import { BackIcon, ForwardIcon } from './player-icons'
import styles from './skip-feedback.module.css'

/** spec 2 §4 mobile double tap: the seconds skipped, drawn on the side tapped (channel and VOD players). */
export function SkipFeedback({ feedback }: { feedback: { direction: 1 | -1; seconds: number } | null }) {
  if (!feedback) return null
  return (
    <div
      className={[styles.feedback, feedback.direction < 0 ? styles.back : ''].join(' ')}
      aria-hidden="true"
    >
      {feedback.direction < 0 ? <BackIcon /> : <ForwardIcon />}
      {feedback.seconds}
    </div>
  )
}
