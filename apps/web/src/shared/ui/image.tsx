import { useState, type ImgHTMLAttributes } from 'react'
import { FilmIcon, UserIcon } from './icons'
import { imageWidth, isVectorImage, sizedImageUrl, type ImageKind } from './image-choice'
import styles from './image.module.css'

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'> & {
  /** Text alternative; pass '' for a decorative image. */
  alt: string
  /**
   * spec 3 §9: the card kind sets the file width (by device class and pixel ratio) and a webp source is
   * offered where the browser supports it. Without a kind the source is used as it is.
   */
  kind?: ImageKind
  /** The stub of spec 3 §5: a person stub for people, a neutral one otherwise. */
  stub?: 'content' | 'person'
  /** Above the fold: load at once with high priority (the LCP image). */
  eager?: boolean
}

/** The file width for a kind on this screen, read once at render (an image does not re-pick on resize). */
function widthFor(kind: ImageKind): number {
  if (typeof window === 'undefined') return imageWidth(kind, 1280, 1)
  return imageWidth(kind, window.innerWidth, window.devicePixelRatio || 1)
}

/** An image that lazy-loads, sizes itself by kind and shows a stub when missing or broken (spec 3 §8). */
export function Image({ src, alt, className, onError, kind, stub = 'content', eager, ...rest }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined)
  if (!src || failedSrc === src) {
    return (
      <span
        className={[styles.stub, className].filter(Boolean).join(' ')}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-image-stub={stub}
      >
        {stub === 'person' ? <UserIcon /> : <FilmIcon />}
      </span>
    )
  }
  const raster = kind !== undefined && !isVectorImage(src) && !src.startsWith('data:')
  const width = kind !== undefined ? widthFor(kind) : undefined
  const img = (
    <img
      src={raster && width ? sizedImageUrl(src, width) : src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={[styles.image, className].filter(Boolean).join(' ')}
      onError={(event) => {
        setFailedSrc(src)
        onError?.(event)
      }}
      {...rest}
    />
  )
  if (!raster || !width) return img
  // webp where supported: the browser skips the source when it cannot decode the type
  return (
    <picture className={styles.picture}>
      <source type="image/webp" srcSet={sizedImageUrl(src, width, 'webp')} />
      {img}
    </picture>
  )
}
