/**
 * Wallet credentials made at test time, never real ones: a self-signed stand-in for Apple's
 * WWDR intermediate that issues a Pass Type ID certificate (subject as Apple writes it: the
 * Pass Type ID as UID, the team as OU), and an RSA key standing in for a Google service
 * account's. The keys come from node:crypto (node-forge's own RSA generation takes seconds).
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import type {
  AppleWalletCredentials,
  GoogleWalletCredentials,
} from '../app/common/wallet-credentials';

function rsaKeyPair(): { privateKeyPem: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey,
  };
}

function certificate(options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicKeyPem: string;
  signingKeyPem: string;
  serial: string;
  isCa: boolean;
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicKeyPem);
  cert.serialNumber = options.serial;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3_600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3_600_000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions([
    { name: 'basicConstraints', cA: options.isCa },
    options.isCa
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true }
      : { name: 'keyUsage', digitalSignature: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(options.signingKeyPem), forge.md.sha256.create());
  return cert;
}

const pemOfPublicKey = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();

export type AppleTestCredentials = AppleWalletCredentials & {
  /** What the tests check the signature against. */
  caCertPem: string;
};

export function appleWalletTestCredentials(): AppleTestCredentials {
  const ca = rsaKeyPair();
  const signer = rsaKeyPair();
  const caName = [
    { name: 'commonName', value: 'Test Worldwide Developer Relations CA (not Apple)' },
    { name: 'organizationName', value: 'Ticketing Paradise tests' },
  ];
  const passTypeIdentifier = 'pass.com.example.paradise.tests';
  const teamIdentifier = 'TESTTEAM01';
  const caCert = certificate({
    subject: caName,
    issuer: caName,
    publicKeyPem: pemOfPublicKey(ca.publicKey),
    signingKeyPem: ca.privateKeyPem,
    serial: '01',
    isCa: true,
  });
  const signerCert = certificate({
    subject: [
      { type: '0.9.2342.19200300.100.1.1', value: passTypeIdentifier },
      { name: 'commonName', value: `Pass Type ID: ${passTypeIdentifier}` },
      { name: 'organizationalUnitName', value: teamIdentifier },
      { name: 'organizationName', value: 'Ticketing Paradise tests' },
    ],
    issuer: caName,
    publicKeyPem: pemOfPublicKey(signer.publicKey),
    signingKeyPem: ca.privateKeyPem,
    serial: '02',
    isCa: false,
  });
  const caCertPem = forge.pki.certificateToPem(caCert);
  return {
    passTypeIdentifier,
    teamIdentifier,
    organizationName: 'Ticketing Paradise',
    signerCertPem: forge.pki.certificateToPem(signerCert),
    signerKeyPem: signer.privateKeyPem,
    wwdrPem: caCertPem,
    caCertPem,
  };
}

export function googleWalletTestCredentials(): GoogleWalletCredentials & { publicKey: KeyObject } {
  const { privateKeyPem, publicKey } = rsaKeyPair();
  return {
    issuerId: '3388000000012345678',
    issuerName: 'Ticketing Paradise',
    serviceAccountEmail: 'wallet-tests@demo-paradise.iam.gserviceaccount.com',
    privateKeyPem,
    publicKey,
  };
}
