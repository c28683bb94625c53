import { createHash } from 'node:crypto';
import AdmZip from 'adm-zip';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { appleWalletTestCredentials } from '../../test-support/wallet-test-credentials';
import { walletTicketFacts as facts } from '../../test-support/wallet-ticket-fixture';
import { appleWalletPass } from './apple-wallet-pass';

type PassJson = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  relevantDate: string;
  locations: { latitude: number; longitude: number }[];
  barcodes: { format: string; message: string }[];
  eventTicket: Record<string, { key: string; value: string; ignoresTimeZone?: boolean }[]>;
};

describe('appleWalletPass', () => {
  const credentials = appleWalletTestCredentials();
  let files: Map<string, Buffer>;
  let passJson: PassJson;

  beforeAll(async () => {
    const zip = new AdmZip(await appleWalletPass(facts, credentials));
    files = new Map(zip.getEntries().map((entry) => [entry.entryName, entry.getData()]));
    passJson = JSON.parse(files.get('pass.json')!.toString('utf8')) as PassJson;
  });

  it('lists every file of the archive in manifest.json with its SHA-1', () => {
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<
      string,
      string
    >;
    const signed = [...files.keys()].filter(
      (name) => !['manifest.json', 'signature'].includes(name),
    );
    expect(Object.keys(manifest).sort()).toEqual(signed.sort());
    expect(signed).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png']));
    for (const name of signed) {
      expect(manifest[name], name).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));
    }
  });

  it('signs manifest.json: a PKCS#7 detached signature by the Pass Type ID certificate', () => {
    const der = files.get('signature')!;
    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary'))),
    ) as forge.pkcs7.PkcsSignedData & {
      // node-forge captures the (one) signer's fields here as it parses them.
      rawCapture: {
        digestAlgorithm: string;
        signature: string;
        authenticatedAttributes: forge.asn1.Asn1[];
      };
    };
    // Detached: the manifest is not inside; Wallet hashes the one in the archive.
    expect(message.rawCapture).toBeDefined();
    expect((message as unknown as { content?: unknown }).content).toBeFalsy();

    // The signer is the Pass Type ID certificate, issued by the (test) WWDR certificate.
    const signer = message.certificates.find(
      (cert) =>
        cert.subject.getField({ type: '0.9.2342.19200300.100.1.1' })?.value ===
        credentials.passTypeIdentifier,
    );
    expect(signer).toBeDefined();
    expect(signer!.subject.getField('OU').value).toBe(credentials.teamIdentifier);
    const ca = forge.pki.certificateFromPem(credentials.caCertPem);
    expect(ca.verify(signer!)).toBe(true);
    expect(message.certificates.map((cert) => cert.subject.getField('CN').value)).toContain(
      ca.subject.getField('CN').value,
    );

    // The signed attributes carry the manifest's digest (SHA-1, as passkit-generator signs and
    // Wallet accepts), and the signature covers them.
    const hash = { [forge.pki.oids.sha1!]: 'sha1', [forge.pki.oids.sha256!]: 'sha256' }[
      forge.asn1.derToOid(message.rawCapture.digestAlgorithm)
    ] as 'sha1' | 'sha256';
    expect(hash).toBeDefined();
    const attributes = message.rawCapture.authenticatedAttributes;
    const attribute = (oid: string) =>
      attributes.find(
        (attr) =>
          forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]!.value as string) === oid,
      );
    const digestAttr = attribute(forge.pki.oids.messageDigest!);
    expect(digestAttr).toBeDefined();
    const digest = ((digestAttr!.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!
      .value as string;
    expect(Buffer.from(digest, 'binary').toString('hex')).toBe(
      createHash(hash).update(files.get('manifest.json')!).digest('hex'),
    );
    expect(attribute(forge.pki.oids.signingTime!)).toBeDefined();

    // RFC 5652 5.4: the signature is over the DER of the attributes as a SET.
    const signedAttributes = forge.asn1.create(
      forge.asn1.Class.UNIVERSAL,
      forge.asn1.Type.SET,
      true,
      attributes,
    );
    const md = forge.md[hash].create();
    md.update(forge.asn1.toDer(signedAttributes).getBytes());
    const publicKey = signer!.publicKey as forge.pki.rsa.PublicKey;
    expect(publicKey.verify(md.digest().getBytes(), message.rawCapture.signature)).toBe(true);
  });

  it('names the pass type, the team and the pass without the ticket code', () => {
    expect(passJson.passTypeIdentifier).toBe(credentials.passTypeIdentifier);
    expect(passJson.teamIdentifier).toBe(credentials.teamIdentifier);
    expect(passJson.serialNumber).toBe(facts.passId);
  });

  it('carries the signed QR payload the door reads, the event, the venue, the holder', () => {
    expect(passJson.barcodes[0]).toMatchObject({
      format: 'PKBarcodeFormatQR',
      message: facts.qrPayload,
    });
    const fields = Object.fromEntries(
      Object.values(passJson.eventTicket)
        .flat()
        .map((field) => [field.key, field]),
    );
    expect(fields.event?.value).toBe('Jazz night');
    expect(fields.venue?.value).toBe('The Orbit, Braamfontein');
    expect(fields.holder?.value).toBe('guest@example.com');
    expect(fields.type?.value).toBe('General');
    // The venue's wall clock, shown as written wherever the phone is.
    expect(fields.starts).toMatchObject({
      value: '2026-12-01T20:00:00+02:00',
      ignoresTimeZone: true,
    });
  });

  it('is relevant at the start, at the venue', () => {
    expect(Date.parse(passJson.relevantDate)).toBe(Date.parse('2026-12-01T18:00:00Z'));
    expect(passJson.locations).toEqual([
      expect.objectContaining({ latitude: -26.1929, longitude: 28.0339 }),
    ]);
  });

  it('makes a pass for an event with no date or pin', async () => {
    const zip = new AdmZip(
      await appleWalletPass(
        { ...facts, startsAt: undefined, endsAt: undefined, location: undefined },
        credentials,
      ),
    );
    const json = JSON.parse(zip.readAsText('pass.json')) as Partial<PassJson>;
    expect(json.relevantDate).toBeUndefined();
    expect(json.locations).toBeUndefined();
    expect(json.barcodes?.[0]?.message).toBe(facts.qrPayload);
  });
});
