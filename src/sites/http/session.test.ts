import { describe, expect, it } from 'vitest';
import { SessionSigner } from './session.js';

describe('SessionSigner', () => {
  const signer = new SessionSigner('secret');

  it('verifies its own cookie values', () => {
    expect(signer.verify('shop', signer.sign('shop', 'emma.lopez@gmail.com'))).toBe('emma.lopez@gmail.com');
  });

  it('rejects values signed for another site, with another secret, or tampered with', () => {
    const value = signer.sign('shop', 'emma.lopez@gmail.com');
    expect(signer.verify('shop-admin', value)).toBeNull();
    expect(new SessionSigner('other').verify('shop', value)).toBeNull();
    const forged = `${Buffer.from('admin').toString('base64url')}.${value.split('.')[1]}`;
    expect(signer.verify('shop', forged)).toBeNull();
    expect(signer.verify('shop', 'garbage')).toBeNull();
    expect(signer.verify('shop', undefined)).toBeNull();
  });
});
