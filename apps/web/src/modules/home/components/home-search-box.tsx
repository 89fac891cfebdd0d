import { AutoComplete } from 'antd';

export type HomeSearchBoxProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  onSelect: (path: string) => void;
  placeholder: string;
};

/** Home's page search with its suggestions; it replaces a plain box already focused (HomeSearchField). */
export default function HomeSearchBox({ id, value, onChange, options, onSelect, placeholder }: HomeSearchBoxProps) {
  return (
    <AutoComplete
      id={id}
      autoFocus
      defaultOpen={value !== ''}
      style={{ width: '100%', maxWidth: 480 }}
      value={value}
      onChange={onChange}
      options={options}
      onSelect={onSelect}
      placeholder={placeholder}
    />
  );
}
