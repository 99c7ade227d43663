import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** The server runs but the shell was never built, so there is no page to serve yet. */
export class ShellNotBuiltException extends AppException {
  constructor(shellDir: string) {
    super(
      'SHELL_NOT_BUILT',
      `The web front end is not built yet (no ${shellDir}/index.html). Run \`npm run build\` (or \`npm start\`), then reload.`,
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

export class StaticFileNotFoundException extends AppException {
  constructor(path: string) {
    super('NOT_FOUND', `No file at ${path}.`, HttpStatus.NOT_FOUND);
  }
}
