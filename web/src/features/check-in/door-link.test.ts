import { describe, expect, it } from 'vitest';
import { doorLinkFromFragment } from './door-link';

describe('door links', () => {
  it('reads the device and its secret from the fragment', () => {
    expect(doorLinkFromFragment('gala', '#dev_1.s3cr3t-s3cr3t-s3cr3t-s3cr3t')).toEqual({
      eventId: 'gala',
      deviceId: 'dev_1',
      secret: 's3cr3t-s3cr3t-s3cr3t-s3cr3t',
    });
  });

  it('ignores fragments that are not links', () => {
    expect(doorLinkFromFragment('gala', '')).toBeUndefined();
    expect(doorLinkFromFragment('gala', '#top')).toBeUndefined();
    expect(doorLinkFromFragment('gala', '#dev.short')).toBeUndefined();
    expect(doorLinkFromFragment('gala', '#a b.s3cr3t-s3cr3t-s3cr3t-s3cr3t')).toBeUndefined();
  });
});
