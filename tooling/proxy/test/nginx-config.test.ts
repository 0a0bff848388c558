import { describe, expect, it } from 'vitest';
import { renderNginxConfig } from '../src/nginx-config.ts';

const values = {
  listen: '127.0.0.1:8080',
  upstreams: { publisher: '127.0.0.1:1', indjeee: '127.0.0.1:2', indjece: '127.0.0.1:3' },
  runtimeDir: '/tmp/run',
};

describe('renderNginxConfig', () => {
  it('fills every placeholder', () => {
    const config = renderNginxConfig(values);
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toMatch(/upstream indjece_app \{\s*server 127\.0\.0\.1:3;/);
    expect(config).toContain('pid /tmp/run/nginx.pid;');
  });

  it('routes each journal prefix to its app and everything else to the publisher', () => {
    const config = renderNginxConfig(values);
    expect(config).toMatch(/location \/indjeee\/ \{\s*proxy_pass http:\/\/indjeee_app;/);
    expect(config).toMatch(/location \/indjece\/ \{\s*proxy_pass http:\/\/indjece_app;/);
    expect(config).toMatch(/location \/ \{\s*proxy_pass http:\/\/publisher_app;/);
  });

  it('refuses a template with an unknown placeholder', () => {
    expect(() => renderNginxConfig(values, 'listen {{NOPE}};')).toThrow(/Unknown placeholder/);
  });
});
