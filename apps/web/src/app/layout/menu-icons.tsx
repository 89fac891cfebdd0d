import {
  AccountBookOutlined,
  AlertOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  CarOutlined,
  DollarOutlined,
  DownloadOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundOutlined,
  HomeOutlined,
  MailOutlined,
  MoneyCollectOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';

/**
 * Menu icons by their @ant-design/icons name. Only the names the route table uses are bundled
 * (the whole set would be megabytes); a test checks every name in the table is here.
 */
export const MENU_ICONS: Readonly<Record<string, typeof AppstoreOutlined>> = {
  AccountBookOutlined,
  AlertOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  CarOutlined,
  DollarOutlined,
  DownloadOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundOutlined,
  HomeOutlined,
  MailOutlined,
  MoneyCollectOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  StopOutlined,
  TeamOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name && MENU_ICONS[name]) || AppstoreOutlined;
  return <Icon aria-hidden />;
}
