import { DOMAIN_PREFIX, IMAGE_KEY_FIELD, IMAGE_UPLOAD_FIELD, type UploadReply } from '@lc/shared';
import { decideErrorAction } from '@/lib/error-catalogue';
import { toast } from '@/lib/feedback';
import type { Domain } from '@/lib/http';
import { currentLocale } from '@/lib/i18n';
import { endSession, sessionEndedHere } from '@/lib/session';

/** Why an upload failed: no reply at all (network), or the server's own message. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly kind: 'network' | 'server',
    message: string,
  ) {
    super(message);
  }
}

export type UploadOptions = {
  path: string;
  domain: Domain;
  imgKey?: string | undefined;
  /** KB; sent so the server holds the same limit as the page. */
  maxSizeKb?: number | undefined;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

const replyOf = (data: unknown): UploadReply | null => {
  if (typeof data === 'string' && data) return data;
  if (data && typeof data === 'object' && 'authUrl' in data && 'originalUrl' in data) {
    const { authUrl, originalUrl } = data as { authUrl: unknown; originalUrl: unknown };
    if (typeof authUrl === 'string' && typeof originalUrl === 'string') return { authUrl, originalUrl };
  }
  return null;
};

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
export function uploadImage(file: File, opts: UploadOptions): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append(IMAGE_UPLOAD_FIELD, file, file.name);
    if (opts.imgKey) body.append(IMAGE_KEY_FIELD, opts.imgKey);
    const query = opts.maxSizeKb ? `?maxSize=${opts.maxSizeKb}` : '';
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${DOMAIN_PREFIX[opts.domain]}${opts.path}${query}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onerror = () => reject(new UploadError('network', ''));
    xhr.onabort = () => reject(new UploadError('network', 'aborted'));
    xhr.onload = () => {
      const envelope = xhr.response as { code?: unknown; msg?: unknown; data?: unknown } | null;
      if (!envelope || typeof envelope.code !== 'number') return reject(new UploadError('network', ''));
      const reply = envelope.code === 200 ? replyOf(envelope.data) : null;
      if (reply) {
        opts.onProgress(100);
        return resolve(reply);
      }
      const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
      // An ended session signs out as every other call does (spec 000 §8).
      const action = decideErrorAction({
        domain: opts.domain,
        httpStatus: xhr.status,
        body: { code: envelope.code, msg },
        aborted: false,
        online: navigator.onLine,
        locale: currentLocale(),
      });
      if (action.kind === 'login' && !sessionEndedHere()) {
        toast.warning(action.text);
        endSession({ keepRedirect: true });
      }
      reject(new UploadError('server', msg));
    };
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
