import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * A certificate and key for 127.0.0.1 and localhost, valid one day, written into `dir` by openssl
 * as an operator would make a self-signed one: for a server run with TLS_CERT_FILE / TLS_KEY_FILE
 * (docs/deployment.md#tls-and-http2) in tests and benches. Throws with openssl's words if it fails.
 */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert,
      '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr || made.error?.message}`);
  return { cert, key };
}
