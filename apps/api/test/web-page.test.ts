import { describe, expect, it } from 'vitest';
import { wantsWebPage } from '../src/plugins/static-files';

describe('which unmatched requests get the web page', () => {
  it.each([
    '/',
    '/base/query',
    '/base/anything',
    '/spare/center',
    '/Regulations-Privacy',
    '/cookie-settings',
    '/tracking/PCS214551375102186',
  ])('the web route %s, whatever the client accepts', (url) => {
    expect(wantsWebPage('GET', undefined, url, '')).toBe(true);
    expect(wantsWebPage('GET', 'application/json', `${url}?x=1`, '')).toBe(true);
  });

  it('other paths only for browser navigations, never API paths or other methods', () => {
    expect(wantsWebPage('GET', 'text/html', '/somewhere', '')).toBe(true);
    expect(wantsWebPage('GET', 'application/json', '/somewhere', '')).toBe(false);
    expect(wantsWebPage('GET', 'text/html', '/api/user/announce', '/api')).toBe(false);
    expect(wantsWebPage('POST', 'text/html', '/', '')).toBe(false);
    expect(wantsWebPage('GET', undefined, '/regulations-privacy', '')).toBe(false);
  });
});
