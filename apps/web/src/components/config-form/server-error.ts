import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/http';

/**
 * A refused save: a 400 that names its field shows under that field; anything else (409: the
 * record changed, or the ID number is taken) is returned for the form to show above its buttons.
 */
export function showServerError(form: FormInstance, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const field = (error.data as { field?: unknown } | null)?.field;
  if (error.httpStatus === 400 && typeof field === 'string' && field) {
    form.setFields([{ name: field.split('.')[0]!, errors: [error.message] }]);
    return null;
  }
  return error.message;
}
