import { CODE, type MessageKey, type MessageVars, message } from '@lc/shared';

/** A catalogue message and its parameters: the error handler answers it in the caller's language. */
export type KeyedMessage = { key: MessageKey; vars?: MessageVars };
export const keyed = (key: MessageKey, vars?: KeyedMessage['vars']): KeyedMessage => ({ key, vars });

/** Typed errors; one handler maps them to the spec's envelope (STYLE §5). */
export class AppError extends Error {
  /** Set when the message is the catalogue's: then the reply is in the caller's language. */
  readonly keyed: KeyedMessage | null;
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    // A plain string is a text from elsewhere (a provider's reply, a validation issue), sent as it is.
    msg: string | KeyedMessage,
    readonly data: unknown = null,
  ) {
    super(typeof msg === 'string' ? msg : message(msg.key, 'zh-CN', msg.vars));
    this.name = new.target.name;
    this.keyed = typeof msg === 'string' ? null : msg;
  }
}

type Msg = string | KeyedMessage;

export class Validation extends AppError {
  constructor(msg: Msg, data: unknown = null) {
    super(400, CODE.BAD_REQUEST, msg, data);
  }
}
export class NotSignedIn extends AppError {
  constructor(msg: Msg = keyed('notSignedIn')) {
    super(401, CODE.NOT_SIGNED_IN, msg);
  }
}
export class SessionExpired extends AppError {
  constructor() {
    super(401, CODE.SESSION_EXPIRED, keyed('sessionExpired'));
  }
}
export class Forbidden extends AppError {
  constructor(msg: Msg = keyed('noPermission')) {
    super(403, CODE.FORBIDDEN, msg);
  }
}
export class NotFound extends AppError {
  constructor(msg: Msg = keyed('notFound')) {
    super(404, CODE.NOT_FOUND, msg);
  }
}
export class Conflict extends AppError {
  constructor(msg: Msg = keyed('conflict')) {
    super(409, CODE.CONFLICT, msg);
  }
}
export class Unprocessable extends AppError {
  constructor(msg: Msg) {
    super(422, CODE.UNPROCESSABLE, msg);
  }
}
export class Locked extends AppError {
  constructor(msg: Msg) {
    super(423, CODE.LOCKED, msg);
  }
}
export class TooManyRequests extends AppError {
  constructor(msg: Msg = keyed('tooManyRequests')) {
    super(429, CODE.TOO_MANY, msg);
  }
}
