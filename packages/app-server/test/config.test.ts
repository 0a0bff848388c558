import { describe, expect, it } from 'vitest';
import { readAppServerConfig, readTrustedProxies } from '../src/config.ts';

describe('readAppServerConfig', () => {
  it('serves on 3000 with its own address as the public origin and trusts loopback', () => {
    expect(readAppServerConfig({})).toEqual({
      host: '0.0.0.0',
      port: 3000,
      publicOrigin: 'http://127.0.0.1:3000',
      trustedProxies: ['loopback'],
    });
  });

  it('takes PUBLIC_ORIGIN as an origin, without path or trailing slash', () => {
    const config = readAppServerConfig({ PUBLIC_ORIGIN: 'https://journals.example.org/indjece/' });
    expect(config.publicOrigin).toBe('https://journals.example.org');
  });

  it.each([
    ['PUBLIC_ORIGIN', 'journals.example.org'],
    ['PUBLIC_ORIGIN', 'ftp://journals.example.org'],
    ['PORT', '70000'],
    ['PORT', 'eighty'],
    ['TRUSTED_PROXIES', '10.0.0.1; rm -rf'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => readAppServerConfig({ [name]: value })).toThrow(name);
  });
});

describe('readTrustedProxies', () => {
  it.each([
    [undefined, ['loopback']],
    ['none', []],
    ['loopback, 10.0.0.0/8,uniquelocal', ['loopback', '10.0.0.0/8', 'uniquelocal']],
  ])('reads %s as %j', (value, expected) => {
    expect(readTrustedProxies({ TRUSTED_PROXIES: value })).toEqual(expected);
  });
});
