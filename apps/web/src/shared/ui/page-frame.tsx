import type { ReactNode } from 'react'
import styles from './page-frame.module.css'

/** The content frame of a page inside the layout's main landmark: width, gutters and the page heading. */
export function PageFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      {title && <h1 className={styles.title}>{title}</h1>}
      {children}
    </div>
  )
}

/** A centred message block (coming soon, not found, errors) with an icon, a heading and actions. */
export function StateMessage({
  icon,
  title,
  text,
  headingLevel = 1,
  children,
}: {
  icon?: ReactNode
  title: string
  text?: string
  headingLevel?: 1 | 2
  children?: ReactNode
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className={styles.state}>
      {icon && <div className={styles.stateIcon}>{icon}</div>}
      <Heading className={styles.stateTitle}>{title}</Heading>
      {text && <p className={styles.stateText}>{text}</p>}
      {children}
    </div>
  )
}
