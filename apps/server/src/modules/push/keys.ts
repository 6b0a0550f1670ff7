import { createECDH } from 'node:crypto'
import webpush from 'web-push'
import type { Db } from '../../db/connect.ts'
import { sharedSecret } from '../secrets/repository.ts'

/** The server's VAPID key pair (RFC 8292), base64url as the Push API and web-push take them. */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/**
 * The VAPID keys every instance on this database signs pushes with: the first start generates the
 * private key and keeps it in server_secrets; the public key is derived from it (never stored apart,
 * so the two cannot disagree).
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const privateKey = await sharedSecret(db, 'vapid_private_key', () => webpush.generateVAPIDKeys().privateKey)
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(privateKey)
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  }
}
