import { describe, expect, it } from 'vitest';

// Every component file of the app (the tests aside).
const sources = import.meta.glob<string>(['/src/**/*.tsx', '!/src/**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

/** The mechanism itself builds on antd's Form. */
const MECHANISM = '/src/components/config-form/enter-form.tsx';
/** Written just above a form where Enter means something else (a list filter: search), with the reason. */
const OPT_OUT = 'enter-form: off';

/** antd's own Form opening (`<Form`, `<Form<Values>`), not Form.Item, FormModal or EnterForm. */
const RAW_FORM = /<Form(?=[\s>/]|<[\w.]+>)/g;

/** Where the opening tag that starts at `from` ends: its `>` outside any `{…}` (arrows and generics inside braces). */
function tagEnd(text: string, from: number) {
  let depth = 0;
  for (let i = from + 1; i < text.length; i += 1) {
    const c = text[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if (c === '>' && depth === 0 && text[i - 1] !== '=' && !/^<Form<[\w.]+$/.test(text.slice(from, i))) return i;
  }
  return text.length;
}

/** The text up to the form's matching `</Form>` (none for `<Form … />`). */
function bodyOf(text: string, start: number) {
  if (text[start - 1] === '/') return '';
  const tags = /<Form(?=[\s>]|<[\w.]+>)|<\/Form>/g;
  tags.lastIndex = start;
  let open = 1;
  for (let m = tags.exec(text); m; m = tags.exec(text)) {
    open += m[0] === '</Form>' ? -1 : 1;
    if (open === 0) return text.slice(start, m.index);
  }
  return text.slice(start);
}

/**
 * The raw antd forms of a file that have fields to walk: an onFinish (a form sent by Enter), or
 * more than one Form.Item. Each is `line` numbers, 1-based.
 */
function rawFormsNeedingEnter(text: string) {
  const lines: number[] = [];
  for (const m of text.matchAll(RAW_FORM)) {
    const end = tagEnd(text, m.index);
    const opening = text.slice(m.index, end + 1);
    const items = (bodyOf(text, end + 1).match(/<Form\.Item[\s>]/g) ?? []).length;
    if (!/\bonFinish=/.test(opening) && items < 2) continue;
    const line = text.slice(0, m.index).split('\n').length;
    const above = text.split('\n').slice(Math.max(0, line - 4), line - 1);
    if (above.some((l) => l.includes(OPT_OUT))) continue;
    lines.push(line);
  }
  return lines;
}

describe('every form Enter walks is an EnterForm', () => {
  it('found the sources and the forms', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(Object.keys(sources)).toContain(MECHANISM);
    const enterForms = Object.values(sources).reduce((n, text) => n + (text.match(/<EnterForm[\s<>]/g) ?? []).length, 0);
    expect(enterForms).toBeGreaterThan(25);
  });

  it('tells a raw form with fields from one that is none of its business', () => {
    const item = '<Form.Item name="a" label="A"><Input /></Form.Item>';
    expect(rawFormsNeedingEnter(`<Form form={form}>\n${item}\n${item}\n</Form>`)).toEqual([1]);
    expect(rawFormsNeedingEnter(`x\n<Form<Values> onFinish={(v) => save(v)} layout="inline">${item}</Form>`)).toEqual([2]);
    expect(rawFormsNeedingEnter(`<Form\n  form={form}\n  onFinish={submit}\n>\n${item}\n</Form>`)).toEqual([1]);
    // One field and no submit (a select's form), a form with none (it carries a refusal), an EnterForm, an opt-out.
    expect(rawFormsNeedingEnter(`<Form form={form}>${item}</Form>`)).toEqual([]);
    expect(rawFormsNeedingEnter('<Form form={form} component={false} />')).toEqual([]);
    expect(rawFormsNeedingEnter(`<EnterForm onFinish={submit}>${item}${item}</EnterForm>`)).toEqual([]);
    expect(rawFormsNeedingEnter(`{/* ${OPT_OUT} — a list filter */}\n<Form onFinish={search}>${item}${item}</Form>`)).toEqual([]);
    // Two forms in a file: each counts its own items.
    expect(rawFormsNeedingEnter(`<Form>${item}</Form>\n<Form>${item}</Form>`)).toEqual([]);
  });

  it('no form with an onFinish or more than one Form.Item is a raw antd Form', () => {
    const raw = Object.entries(sources)
      .filter(([file]) => file !== MECHANISM)
      .flatMap(([file, text]) => rawFormsNeedingEnter(text).map((line) => `${file}:${line}`));
    expect(raw, 'use EnterForm (components/config-form/enter-form), or write why not: // enter-form: off — …').toEqual([]);
  });
});
