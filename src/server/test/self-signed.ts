import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SelfSigned {
  dir: string;
  certFile: string;
  keyFile: string;
  cert: string;
  remove: () => void;
}

/**
 * A fresh self-signed certificate for 127.0.0.1 and localhost (openssl, ~50 ms), as a shop would
 * make for its LAN box; in a temporary folder the caller removes.
 */
export function makeSelfSigned(commonName = 'localhost'): SelfSigned {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
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
      '1',
      '-subj',
      `/CN=${commonName}`,
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return {
    dir,
    certFile,
    keyFile,
    cert: fs.readFileSync(certFile, 'utf8'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
