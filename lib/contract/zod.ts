// zod, configured once for every schema of the app. In the browser zod must not probe for eval
// (`Function('')`): the Content-Security-Policy forbids it, and even a caught probe is reported as a
// violation. Servers keep zod's faster compiled parsers.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
