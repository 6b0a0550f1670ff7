declare const __BUILD_VERSION__: string | undefined

/** Build version injected by Vite (`define`); appended to locale URLs so a deploy busts caches. */
export const BUILD_VERSION: string = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev'
