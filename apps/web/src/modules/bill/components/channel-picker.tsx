import type { ChannelOption } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import { channelOptionsQuery } from '../api/bill-api';
import { useBillFieldsText } from '../bill-fields.text';
import { billKeys } from '../api/bill-api';

export type ChannelPickerProps = {
  /** id, value and onChange come from the Form.Item. */
  id?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  /** The channel chosen (undefined: cleared), for the fields it fills. */
  onPick?: (channel: ChannelOption | undefined) => void;
};

/** Typing pauses this long before the server is asked. */
export const SEARCH_DELAY_MS = 250;

/**
 * The bill's channel, picked by company or contact name (the server matches a prefix); each
 * choice shows its contact, the mobile masked. A saved bill's channel is looked up by its id,
 * so its name shows even when the first page of choices does not hold it.
 */
export function ChannelPicker({ id, value, onChange, placeholder, onPick }: ChannelPickerProps) {
  const t = useBillFieldsText();
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), SEARCH_DELAY_MS);

  const found = useQuery(channelOptionsQuery({ keyword: keyword || undefined }));
  const channelId = value ?? undefined;
  const current = useQuery({ ...channelOptionsQuery({ channelId }), enabled: channelId !== undefined });
  const list = found.data?.list ?? [];
  const saved = current.data?.list[0];
  const choices = saved && !list.some((o) => o.channelId === saved.channelId) ? [saved, ...list] : list;

  const pick = (next: number | undefined) => {
    const channel = choices.find((o) => o.channelId === next);
    // The fee-rule choice reads this channel at once instead of asking again.
    if (channel) client.setQueryData(billKeys.channelOptions({ channelId: channel.channelId }), { list: [channel] });
    onChange?.(next);
    onPick?.(channel);
  };

  return (
    <Select<number, { value: number; label: string; channel: ChannelOption }>
      id={id}
      value={channelId}
      onChange={pick}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={placeholder}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? t('searching') : t('noChannel')}
      options={choices.map((o) => ({ value: o.channelId, label: o.name, channel: o }))}
      optionRender={({ data }) => (
        <div>
          <div>{data.channel.name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {data.channel.contactName} {data.channel.contactMobile}
          </Typography.Text>
        </div>
      )}
      style={{ width: '100%' }}
    />
  );
}
