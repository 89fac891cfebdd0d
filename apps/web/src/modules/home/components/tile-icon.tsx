import {
  AccountBookOutlined,
  AlertOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  DownloadOutlined,
  FileProtectOutlined,
  IdcardOutlined,
  MailOutlined,
  MoneyCollectOutlined,
  TeamOutlined,
  UserSwitchOutlined,
  WalletOutlined,
} from '@ant-design/icons';

/** The home tiles' icons by name (HOME_TILES); only these are bundled. */
export const TILE_ICONS: Readonly<Record<string, typeof AppstoreOutlined>> = {
  AccountBookOutlined,
  AlertOutlined,
  BarChartOutlined,
  DownloadOutlined,
  FileProtectOutlined,
  IdcardOutlined,
  MailOutlined,
  MoneyCollectOutlined,
  TeamOutlined,
  UserSwitchOutlined,
  WalletOutlined,
};

export function TileIcon({ name }: { name: string }) {
  const Icon = TILE_ICONS[name] ?? AppstoreOutlined;
  return <Icon aria-hidden style={{ fontSize: 28, color: '#1677ff' }} />;
}
