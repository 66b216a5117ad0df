import * as jose from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS } from '@venue/shared';
import { newId } from '../../lib/ids.ts';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

// Counts signature checks: a token seen before is not checked again (issue #16).
vi.mock('jose', async (importOriginal) => {
  const actual = await importOriginal<typeof jose>();
  return { ...actual, jwtVerify: vi.fn(actual.jwtVerify) };
});

const secret = 'access-token-test-'.padEnd(48, 'x');
const claims = () => ({ userId: newId(), phone: '919000000001', sessionId: newId() });

afterEach(() => {
  vi.useRealTimers();
});

describe('access token checks', () => {
  it('checks a token signature once and then trusts it until it expires', async () => {
    const mine = claims();
    const { token } = await signAccessToken(secret, mine);
    vi.mocked(jose.jwtVerify).mockClear();
    for (let call = 0; call < 3; call += 1) expect(await verifyAccessToken(secret, token)).toEqual(mine);
    expect(jose.jwtVerify).toHaveBeenCalledTimes(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_SECONDS * 1000);
    await expect(verifyAccessToken(secret, token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('does not trust a token checked under another secret', async () => {
    const { token } = await signAccessToken(secret, claims());
    await verifyAccessToken(secret, token);
    await expect(verifyAccessToken('another-secret-'.padEnd(48, 'y'), token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
