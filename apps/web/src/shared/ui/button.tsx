import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { Link, type LinkProps } from 'react-router'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

interface LookProps {
  variant?: ButtonVariant
  size?: 'normal' | 'small'
  block?: boolean
}

/** Class names of a button look, for elements that must look like a button (links). */
export function buttonClassName({ variant = 'primary', size = 'normal', block = false }: LookProps): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block]
    .filter(Boolean)
    .join(' ')
}

/** React 19 passes `ref` as a prop: callers may focus the button (dialogs, dropdowns). */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  LookProps & { ref?: Ref<HTMLButtonElement> }

/** A text button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  )
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & LookProps) {
  return (
    <Link
      className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  )
}

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  ref?: Ref<HTMLButtonElement>
  /** Accessible name (translated): required, an icon alone names nothing. */
  label: string
  icon: ReactNode
  /** Optional badge (e.g. unread counter), announced as part of the label by the caller. */
  badge?: ReactNode
}

/** A round icon-only button with a required accessible name (also its tooltip). */
export function IconButton({ label, icon, badge, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[styles.icon, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon}
      {badge}
    </button>
  )
}
