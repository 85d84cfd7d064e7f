// Member URLs: what signMediaPath signs, verifyMediaPath accepts, for the session it was signed for.
import { describe, expect, it } from 'vitest';
import { signMediaPath, verifyMediaPath } from './signing';

const SECRET = 'test-secret';
const NOW = Date.parse('2026-11-28T07:00:00.400Z');

const verify = (signed: string, sessionId: number, nowMs = NOW) => {
  const url = new URL(signed, 'http://site.test');
  return verifyMediaPath(SECRET, url.pathname, sessionId, url.searchParams.get('expires') ?? undefined, url.searchParams.get('sig') ?? undefined, nowMs);
};

describe('signed member URLs', () => {
  it('a TTL with a fraction of a second (a video of 3.04 s on top of the usual TTL) still gives a URL that opens', () => {
    const signed = signMediaPath(SECRET, '/media/members/video/201/full-1920.mp4', 7, NOW, 300 + 3.04);
    expect(signed).toMatch(/\?expires=\d+&sig=/);
    expect(verify(signed, 7)).toBeGreaterThanOrEqual(303);
  });

  it('refuses the URL for another session and after it expired', () => {
    const signed = signMediaPath(SECRET, '/media/members/video/201/full-1920.mp4', 7, NOW, 300);
    expect(verify(signed, 8)).toBeUndefined();
    expect(verify(signed, 7, NOW + 301_000)).toBeUndefined();
  });
});
