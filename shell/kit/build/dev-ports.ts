import { REMOTE_LIST } from '@storyloom/contracts';

/**
 * Where each front end listens when run alone with `npm run dev -w <package>` (the API keeps its own port), as the
 * contract's remote-list.json sets them.
 */
export const DEV_SERVER_PORTS: Record<string, number> = Object.fromEntries(
  REMOTE_LIST.map((remote) => [remote.package, remote.devPort]),
);

export const API_DEV_ORIGIN = process.env.STORYLOOM_API_ORIGIN ?? 'http://127.0.0.1:3000';
