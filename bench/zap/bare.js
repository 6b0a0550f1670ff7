/* global Hls */
// The baseline of the zap bench: plain hls.js, default config, one instance per channel.
const video = document.getElementById('video')
let hls
/** Switches to `url` and resolves with ms from the call to the first rendered frame. */
window.zapTo = (url) =>
  new Promise((resolve) => {
    const t0 = performance.now()
    if (hls) hls.destroy()
    hls = new Hls()
    hls.loadSource(url)
    hls.attachMedia(video)
    video.play().catch(() => {})
    video.requestVideoFrameCallback(() => resolve(performance.now() - t0))
  })
