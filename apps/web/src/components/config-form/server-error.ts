import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/http';

export type NamePath = string | (string | number)[];

/**
 * A refused save: a 400 that names a field the form has shows under that field; anything else
 * (409: the record changed, or the ID number is taken; a network failure) is returned for the
 * form to show above its buttons. `nameOf` maps the server's field path to the form's name.
 */
export function showServerError(
  form: FormInstance,
  error: unknown,
  nameOf: (field: string) => NamePath = (f) => f.split('.')[0]!,
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const field = (error.data as { field?: unknown } | null)?.field;
  if (error.httpStatus === 400 && typeof field === 'string' && field) {
    const name = nameOf(field);
    const key = [name].flat().join('.');
    if (form.getFieldsError().some((f) => f.name.join('.') === key)) {
      form.setFields([{ name, errors: [error.message] }]);
      form.scrollToField(name);
      return null;
    }
  }
  return error.message;
}
