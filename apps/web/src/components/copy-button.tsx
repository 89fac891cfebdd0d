import { CopyOutlined } from '@ant-design/icons';
import { message as messageText } from '@lc/shared';
import { App, Button } from 'antd';
import { useLocale } from '@/lib/i18n';

/** Copies text: '已复制!' on success; a browser without copy support gets the spec's alert. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { locale } = useLocale();
  const { message } = App.useApp();
  const copy = async () => {
    if (!navigator.clipboard?.writeText) {
      window.alert(messageText('copyUnsupported', locale));
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      void message.success(messageText('copied', locale));
    } catch {
      window.alert(messageText('copyUnsupported', locale));
    }
  };
  return (
    <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={label}>
      {label}
    </Button>
  );
}
