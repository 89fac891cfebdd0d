import type { MessageKey } from '@lc/shared';

/**
 * A file refused with a catalogue message. Thrown where an import reads a file (a worker thread,
 * which loads neither the catalogue nor AppError); the server thread answers it as an AppError.
 */
export class ImportRefusal extends Error {
  constructor(
    readonly httpStatus: 400 | 413 | 422,
    readonly key: MessageKey,
    readonly vars?: Record<string, number>,
  ) {
    super(key);
    this.name = 'ImportRefusal';
  }
}
