import 'styled-components';
import type { StoryloomTheme } from './theme.js';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends StoryloomTheme {}
}
