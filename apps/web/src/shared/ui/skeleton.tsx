import type { CSSProperties } from 'react'
import styles from './skeleton.module.css'

/** spec 3 §9: loading skeleton lists show 15 items. */
export const SKELETON_ITEMS = 15

/** A placeholder block shown while something loads (hidden from assistive technology). */
export function Skeleton({
  width,
  height = 16,
  radius,
}: {
  width?: string | number
  height?: string | number
  radius?: string
}) {
  const style: CSSProperties = { width: width ?? '100%', height, borderRadius: radius }
  return <span className={styles.skeleton} style={style} aria-hidden="true" />
}

/** A grid of skeleton cards (15 by default, spec 3 §9). */
export function SkeletonList({ count = SKELETON_ITEMS, height = 220 }: { count?: number; height?: number }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  )
}
