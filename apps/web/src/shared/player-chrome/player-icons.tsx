import type { ReactNode } from 'react'

/** Decorative 24×24 player icons; the button that holds one carries the accessible name. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

export const PlayIcon = () => (
  <Icon>
    <path d="M8 5v14l11-7z" />
  </Icon>
)
export const PauseIcon = () => (
  <Icon>
    <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
  </Icon>
)
export const VolumeIcon = () => (
  <Icon>
    <path d="M4 9v6h4l5 4V5L8 9zM16 8.5a4 4 0 0 1 0 7v-2a2 2 0 0 0 0-3z" />
  </Icon>
)
export const MutedIcon = () => (
  <Icon>
    <path d="M4 9v6h4l5 4V5L8 9zM16 9l1.5-1.5L20 10l2.5-2.5L24 9l-2.5 2.5L24 14l-1.5 1.5L20 13l-2.5 2.5L16 14l2.5-2.5z" />
  </Icon>
)
export const BackIcon = () => (
  <Icon>
    <path d="M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z" />
  </Icon>
)
export const ForwardIcon = () => (
  <Icon>
    <path d="M12 5V2l5 4-5 4V7a5 5 0 1 0 5 5h2a7 7 0 1 1-7-7z" />
  </Icon>
)
export const SettingsIcon = () => (
  <Icon>
    <path d="M19.4 13a7.8 7.8 0 0 0 0-2l2.1-1.6-2-3.4-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.4L6.6 11a7.8 7.8 0 0 0 0 2l-2.1 1.6 2 3.4 2.5-1a7.3 7.3 0 0 0 1.7 1L11 21h4l.4-2.9a7.3 7.3 0 0 0 1.7-1l2.5 1 2-3.4zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />
  </Icon>
)
export const FullscreenIcon = () => (
  <Icon>
    <path d="M4 4h6v2H6v4H4zM14 4h6v6h-2V6h-4zM4 14h2v4h4v2H4zM18 14h2v6h-6v-2h4z" />
  </Icon>
)
export const PipIcon = () => (
  <Icon>
    <path d="M3 5h18v14H3zm2 2v10h14V7zm7 5h6v4h-6z" />
  </Icon>
)
export const CastIcon = () => (
  <Icon>
    <path d="M3 5h18v14h-7v-2h5V7H5v3H3zm0 7a7 7 0 0 1 7 7H8a5 5 0 0 0-5-5zm0 4a3 3 0 0 1 3 3H3z" />
  </Icon>
)
