export const AGREEMENT_TEXT = `User agreement (demo)

This is the reference operator's demo user agreement. By using the service you agree to watch
responsibly, keep your sign-in code to yourself and not redistribute the content.

1. The service provides live channels, archive and video on demand.
2. Paid packets are billed as described on the packets page.
3. The operator may change the channel line-up.
`

export const PRIVACY_TEXT = `Privacy policy (demo)

The reference server stores your phone number, devices, profiles, favorites and viewing statistics
to provide the service. Access tokens are stored only as hashes and are never written to logs.
Demo SMS messages are kept in a local outbox instead of being sent.
`
