/**
 * What antd's form context (`antd/es/form/context`) imports from @rc-component/form: its provider
 * alone (the build gives that module this one in its place: build/antd-fixes.ts). Through the
 * package's index, every antd input and the ConfigProvider reached rc-form's fields, lists, store
 * and validator (async-validator): some 40 KB of scripts on the first load of home and of every
 * page without a form. It is the same module rc-form's index re-exports, so there is one context.
 */
export { FormProvider } from '@rc-component/form/es/FormContext';
