import type { FormInstance } from 'antd';
import { ZodError } from 'zod';
import { ApiError } from '@/lib/http';
import { localizeIssue } from '@lc/shared';
import { currentLocale } from '@/lib/i18n';
import { issueText } from '@/lib/issue-text';
import { punctuation } from '@/lib/punctuation';

export type NamePath = string | (string | number)[];

/** Whether the form has a field of this name (only those can show a message beside them). */
const hasField = (form: FormInstance, name: NamePath) => {
  const key = [name].flat().join('.');
  return form.getFieldsError().some((f) => f.name.join('.') === key);
};

/**
 * A check of the page's own schema that refused the values (`schema.parse` before sending): each
 * issue shows beside its field; what names no field comes back as one line of plain messages,
 * never zod's JSON of the issues (issue 29).
 */
function showZodError(form: FormInstance, error: ZodError, nameOf: (field: string) => NamePath): string | null {
  const left: string[] = [];
  const placed = new Map<string, { name: NamePath; errors: string[] }>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    const name = field ? nameOf(field) : null;
    if (name !== null && hasField(form, name)) {
      const key = [name].flat().join('.');
      const entry = placed.get(key) ?? { name, errors: [] };
      entry.errors.push(localizeIssue(issue, currentLocale()));
      placed.set(key, entry);
    } else left.push(localizeIssue(issue, currentLocale()));
  }
  if (placed.size) {
    form.setFields([...placed.values()]);
    form.scrollToField([...placed.values()][0]!.name);
  }
  return left.length ? [...new Set(left)].join(punctuation().semicolon) : null;
}

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
  if (error instanceof ZodError) return showZodError(form, error, nameOf);
  // The form's own check refused (antd's validateFields): each field already shows its message.
  if (typeof error === 'object' && error !== null && Array.isArray((error as { errorFields?: unknown }).errorFields)) return null;
  if (!(error instanceof ApiError)) return error instanceof Error ? issueText(error.message) : String(error);
  const field = (error.data as { field?: unknown } | null)?.field;
  if (error.httpStatus === 400 && typeof field === 'string' && field) {
    const name = nameOf(field);
    if (hasField(form, name)) {
      form.setFields([{ name, errors: [error.message] }]);
      form.scrollToField(name);
      return null;
    }
  }
  return error.message;
}
