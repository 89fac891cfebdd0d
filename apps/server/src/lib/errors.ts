import { CODE, message, type MessageKey } from '@lc/shared';

/** Typed errors; one handler maps them to the spec's envelope (STYLE §5). */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    msg: string,
    readonly data: unknown = null,
  ) {
    super(msg);
    this.name = new.target.name;
  }
}

const text = (key: MessageKey, vars?: Record<string, string | number>) => message(key, 'zh-CN', vars);

export class Validation extends AppError {
  constructor(msg: string, data: unknown = null) {
    super(400, CODE.BAD_REQUEST, msg, data);
  }
}
export class NotSignedIn extends AppError {
  constructor(msg = text('notSignedIn')) {
    super(401, CODE.NOT_SIGNED_IN, msg);
  }
}
export class SessionExpired extends AppError {
  constructor() {
    super(401, CODE.SESSION_EXPIRED, text('sessionExpired'));
  }
}
export class Forbidden extends AppError {
  constructor(msg = text('noPermission')) {
    super(403, CODE.FORBIDDEN, msg);
  }
}
export class NotFound extends AppError {
  constructor(msg = text('notFound')) {
    super(404, CODE.NOT_FOUND, msg);
  }
}
export class Conflict extends AppError {
  constructor(msg = text('conflict')) {
    super(409, CODE.CONFLICT, msg);
  }
}
export class Unprocessable extends AppError {
  constructor(msg: string) {
    super(422, CODE.UNPROCESSABLE, msg);
  }
}
export class Locked extends AppError {
  constructor(msg: string) {
    super(423, CODE.LOCKED, msg);
  }
}
export class TooManyRequests extends AppError {
  constructor(msg = text('tooManyRequests')) {
    super(429, CODE.TOO_MANY, msg);
  }
}
