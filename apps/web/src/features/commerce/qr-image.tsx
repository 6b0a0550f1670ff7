import { useEffect, useState } from 'react'
import { Skeleton } from '../../shared/ui/skeleton'
import styles from './purchase.module.css'

/** The QR code image of a URL, drawn by the lazily loaded `qrcode` library. */
export function QrImage({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then((qr) =>
      qr.toDataURL(url, { margin: 1, width: 240 }).then((data) => {
        if (live) setSrc(data)
      }),
    )
    return () => {
      live = false
      setSrc(null) // spec 3 §4 "Modal lifecycle": closing a QR modal clears the QR image
    }
  }, [url])
  return src ? (
    <img src={src} alt={label} width={240} height={240} className={styles.qr} />
  ) : (
    <Skeleton height={240} />
  )
}
