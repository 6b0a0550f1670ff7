// A whole-number id in a path segment: the contract's rule (the API and the server read it alike).
export { pathId } from '@efir/contract/routes'
