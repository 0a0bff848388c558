import { describe, expect, it } from 'vitest';
import { defaultAuthorization, defaultDataDir, readConfig } from '../src/config.ts';

describe('readConfig', () => {
  it('has documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 4310,
      host: '127.0.0.1',
      dataDir: defaultDataDir,
      authorization: defaultAuthorization,
      publicBaseUrl: undefined,
      answerCacheMegabytes: 32,
    });
    expect(defaultAuthorization).toBe('dev-journal-api-token');
    expect(defaultDataDir).toMatch(/journal-api[/\\]data$/);
  });

  it('reads every variable', () => {
    expect(
      readConfig({
        PORT: '0',
        HOST: '0.0.0.0',
        DATA_DIR: '/tmp/x',
        API_AUTHORIZATION: 'secret',
        PUBLIC_BASE_URL: 'https://api.example/journals/',
        ANSWER_CACHE_MB: '0',
      }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      authorization: 'secret',
      publicBaseUrl: 'https://api.example/journals',
      answerCacheMegabytes: 0,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ PUBLIC_BASE_URL: 'not a url' }, /PUBLIC_BASE_URL/],
    [{ PUBLIC_BASE_URL: 'ftp://files.example' }, /PUBLIC_BASE_URL/],
    [{ ANSWER_CACHE_MB: '-1' }, /ANSWER_CACHE_MB/],
    [{ ANSWER_CACHE_MB: 'lots' }, /ANSWER_CACHE_MB/],
  ])('rejects %o', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
