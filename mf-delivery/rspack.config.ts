import { createAppConfig } from '@storyloom/kit/build';
import federation from './module-federation.config.js';

export default createAppConfig({ appDir: import.meta.dirname, kind: 'remote', federation });
