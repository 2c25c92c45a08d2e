// Two-factor sign-in in the journeys (docs/decisions/two-factor.md): codes computed from a secret as an
// authenticator app would, and a journey user set up through the platform, behind the browser's back.
import { Secret, TOTP } from 'otpauth';
import { platformAs } from './platform-api';

/** Codes of later and later 30-second steps: a step's code is accepted once (replay), so wait for the next. */
export function codes(secret: string): () => Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let last = -1;
  return async (): Promise<string> => {
    let step = Math.floor(Date.now() / 30_000);
    while (step <= last) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      step = Math.floor(Date.now() / 30_000);
    }
    last = step;
    return totp.generate({ timestamp: step * 30_000 + 1_000 });
  };
}

/** Sets two-factor up for a user through the platform (begin, then confirm with a code); signed in with its password. */
export async function enrolThroughPlatform(userId: string, password: string): Promise<void> {
  const user = await platformAs(userId, password);
  try {
    const { Secret: secret } = await user.post<{ Secret: string }>('twoFactor/begin', {});
    await user.post('twoFactor/confirm', { Code: await codes(secret)() });
  } finally {
    await user.dispose();
  }
}
