import { NotFound } from '../../shared/ui/not-found'

/** Unknown paths and the spec's placeholder not-found pages (/watch, /trailers, /persons, ...). */
export default function NotFoundPage() {
  return <NotFound />
}
