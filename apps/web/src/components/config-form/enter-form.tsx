import { Form, type FormProps } from 'antd';
import { type KeyboardEvent, type ReactNode, createContext, useContext } from 'react';
import { enterMovesOn } from './enter-moves-on';

/** True inside an EnterScope: its forms' fields are walked as one. */
const InScope = createContext(false);

type EnterProps = {
  /** True while the form is being sent: a further Enter sends nothing more. */
  submitting?: boolean | undefined;
  /** What Enter in the last field does: a modal's OK, a query button's handler; without it, the form's own submit (its rules, then onFinish). */
  onEnterSubmit?: (() => void) | undefined;
};

export type EnterFormProps<V> = FormProps<V> & EnterProps & { children?: ReactNode };

/**
 * The console's form (an antd Form): Enter in a field moves on to the next field, and only Enter
 * in the last one sends it (enter-moves-on). Every form with fields to fill is one; a list's
 * filter bar, where Enter means search, is not.
 */
export function EnterForm<V = Record<string, unknown>>({ submitting, onEnterSubmit, form: given, onKeyDown, ...props }: EnterFormProps<V>) {
  const [form] = Form.useForm<V>(given);
  const inScope = useContext(InScope);
  if (inScope) return <Form<V> {...props} form={form} onKeyDown={onKeyDown} />;
  const moveOn = enterMovesOn(() => {
    if (!submitting) (onEnterSubmit ?? (() => form.submit()))();
  });
  const keyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    onKeyDown?.(e);
    moveOn(e);
  };
  return <Form<V> {...props} form={form} data-enter-form="" onKeyDown={keyDown} />;
}

export type EnterScopeProps = EnterProps & { onEnterSubmit: () => void; children: ReactNode };

/**
 * Several forms walked by Enter as one, when one button sends them all (a configurable form and
 * the part below it): Enter moves from the last field of one to the first of the next.
 */
export function EnterScope({ submitting, onEnterSubmit, children }: EnterScopeProps) {
  const moveOn = enterMovesOn(() => {
    if (!submitting) onEnterSubmit();
  });
  return (
    <InScope.Provider value>
      <div data-enter-form="" onKeyDown={moveOn}>
        {children}
      </div>
    </InScope.Provider>
  );
}
