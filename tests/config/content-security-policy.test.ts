import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, withPartnerSources } from '../../content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  it('loads scripts from the site only, never evaluated, and lets nothing leave for another origin', () => {
    const policy = directives(contentSecurityPolicy({ development: false }));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('lets development evaluate modules and open its refresh socket', () => {
    const policy = directives(contentSecurityPolicy({ development: true }));
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('connect-src')).toContain('ws:');
  });

  it('adds the chat widget’s origin, not its path, and ignores an address that is not http(s)', () => {
    const policy = directives(
      contentSecurityPolicy({ development: false, chatWidgetUrl: ' https://chat.example.vn/widget/v2.js?id=7 ' }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://chat.example.vn']);
    expect(policy.get('frame-src')).toContain('https://chat.example.vn');
    expect(policy.get('media-src')).not.toContain('https://chat.example.vn');
    for (const bad of ['javascript:alert(1)', 'not a url', '']) {
      expect(directives(contentSecurityPolicy({ development: false, chatWidgetUrl: bad })).get('connect-src')).toEqual([
        "'self'",
      ]);
    }
  });

  it('takes images and recordings from the API’s public origin when one is given, and from no other', () => {
    const policy = directives(contentSecurityPolicy({ development: false, apiPublicUrl: 'https://api.englab.vn/v1/' }));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.englab.vn']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https://api.englab.vn']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('lets a partner page be framed by the partner’s registered origins only, written as exact origins', () => {
    const site = contentSecurityPolicy({ development: false });
    const policy = directives(
      withPartnerSources(site, {
        frameAncestors: [
          'https://school.example.vn',
          'http://localhost:3539/',
          'https://evil.test; script-src *',
          'https://a.test/path',
          '*',
          'javascript:alert(1)',
          'https://school.example.vn',
        ],
        imageUrls: ['https://cdn.school.example.vn/logo.png', 'data:x'],
      }),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://school.example.vn', 'http://localhost:3539']);
    expect(policy.get('img-src')).toEqual([...directives(site).get('img-src')!, 'https://cdn.school.example.vn']);
    // Everything else is the site's policy as it is.
    expect(policy.get('script-src')).toEqual(directives(site).get('script-src'));
    expect(policy.size).toBe(directives(site).size);
  });

  it('keeps a partner page framed by the site alone when the partner registered no origin', () => {
    const policy = directives(
      withPartnerSources(contentSecurityPolicy({ development: false }), { frameAncestors: [] }),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });
});
