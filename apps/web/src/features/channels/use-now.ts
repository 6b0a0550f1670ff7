/** The shared clock hook (moved to shared/hooks: the guide ticks with it too). */
export { useNow } from '../../shared/hooks/use-now'
