/** Where each front end listens when run alone with `npm run dev -w <package>` (the API keeps its own port). */
export const DEV_SERVER_PORTS: Record<string, number> = {
  'mf-characters': 3001,
  'mf-premise': 3002,
  'mf-outline': 3003,
  'mf-cover': 3004,
  'mf-delivery': 3005,
  'mf-content': 3006,
};

export const API_DEV_ORIGIN = process.env.STORYLOOM_API_ORIGIN ?? 'http://127.0.0.1:3000';
