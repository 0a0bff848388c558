// A self-signed certificate for localhost and 127.0.0.1, made by Debian's openssl, for nginx's
// https server in tests and demos: an EC key (P-256), valid two days. A client trusts it by
// taking the certificate as its CA (node:https, node:tls and node:http2's `ca`, undici's
// `connect.ca`) or by ignoring certificate errors (Playwright's `ignoreHTTPSErrors`).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface CertificateFiles {
  /** Path of the certificate (PEM): also the CA a client trusts it by. */
  certificate: string;
  /** Path of its private key (PEM, unencrypted). */
  certificateKey: string;
}

/** The certificate and its key in `dir`, under the given file names (localhost.crt and .key). */
export function createSelfSignedCertificate(
  dir: string,
  names: { certificate: string; certificateKey: string } = {
    certificate: 'localhost.crt',
    certificateKey: 'localhost.key',
  },
): CertificateFiles {
  const files = {
    certificate: path.join(dir, names.certificate),
    certificateKey: path.join(dir, names.certificateKey),
  };
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      files.certificateKey,
      '-out',
      files.certificate,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return files;
}
