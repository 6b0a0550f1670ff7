import { useState, type ImgHTMLAttributes } from 'react'
import { FilmIcon } from './icons'
import styles from './image.module.css'

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'> & {
  /** Text alternative; pass '' for a decorative image. */
  alt: string
}

/** An image that lazy-loads and shows a neutral stub when missing or broken. */
export function Image({ src, alt, className, onError, ...rest }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined)
  if (!src || failedSrc === src) {
    return (
      <span
        className={[styles.stub, className].filter(Boolean).join(' ')}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <FilmIcon />
      </span>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={[styles.image, className].filter(Boolean).join(' ')}
      onError={(event) => {
        setFailedSrc(src)
        onError?.(event)
      }}
      {...rest}
    />
  )
}
