import { type StatusCode, type StatusListKey, statusEntry } from '@lc/shared';
import { Tag, type TagProps } from 'antd';
import { TONE_STYLE } from './status-tone';
import { useStatusDictionary } from './use-status-dictionary';

export type StatusTagProps<K extends StatusListKey> = Omit<TagProps, 'children' | 'color'> & {
  list: K;
  /** A row's status as it arrives; a code the list lacks shows as itself, in grey. */
  code: StatusCode<K> | number | string;
  'data-testid'?: string;
};

/** A status as a tag: label in the UI language and colour from the status dictionary. */
export function StatusTag<K extends StatusListKey>({ list, code, style, ...rest }: StatusTagProps<K>) {
  const { label } = useStatusDictionary();
  const tone = statusEntry(list, code)?.tone ?? 'neutral';
  return (
    <Tag {...rest} style={{ ...TONE_STYLE[tone], ...style }}>
      {label(list, code)}
    </Tag>
  );
}
