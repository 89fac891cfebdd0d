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
import { type Locale, MENU_TYPE, type MenuEntry, type MenuNode, buildMenuTree } from '@lc/shared';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { findRoute } from '../route-table';

const ICONS: Record<string, ReactNode> = {
  AccountBookOutlined: <AccountBookOutlined />,
  AlertOutlined: <AlertOutlined />,
  ApiOutlined: <ApiOutlined />,
  AuditOutlined: <AuditOutlined />,
  BankOutlined: <BankOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  CalculatorOutlined: <CalculatorOutlined />,
  CarOutlined: <CarOutlined />,
  DollarOutlined: <DollarOutlined />,
  DownloadOutlined: <DownloadOutlined />,
  FileProtectOutlined: <FileProtectOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  FolderOpenOutlined: <FolderOpenOutlined />,
  FundOutlined: <FundOutlined />,
  HomeOutlined: <HomeOutlined />,
  MailOutlined: <MailOutlined />,
  MoneyCollectOutlined: <MoneyCollectOutlined />,
  SafetyOutlined: <SafetyOutlined />,
  ScheduleOutlined: <ScheduleOutlined />,
  SettingOutlined: <SettingOutlined />,
  StopOutlined: <StopOutlined />,
  TeamOutlined: <TeamOutlined />,
};

type Item = NonNullable<MenuProps['items']>[number];

const label = (node: MenuNode<MenuEntry>, locale: Locale) => findRoute(node.path)?.entry.title[locale] ?? node.menuName;

/**
 * antd menu items from the server's permitted entries: hidden pages dropped, empty groups
 * removed, external entries opening in a new tab. The root '/' group lends its children.
 */
export function menuItems(entries: readonly MenuEntry[], locale: Locale): Item[] {
  const toItem = (node: MenuNode<MenuEntry>): Item | null => {
    if (node.menuType === MENU_TYPE.hidden) return null;
    const visibleChildren = node.children.map(toItem).filter((c): c is Item => c !== null);
    const icon = node.level === 1 ? (ICONS[node.icon ?? ''] ?? <AppstoreOutlined />) : undefined;
    const text = label(node, locale);
    if (node.external)
      return {
        key: node.path,
        icon,
        label: (
          <a href={node.external} target="_blank" rel="noreferrer">
            {text}
          </a>
        ),
      };
    if (node.children.length === 0 || findRoute(node.path)?.entry.children === undefined)
      return { key: node.path, icon, label: <Link to={node.path}>{text}</Link> };
    if (visibleChildren.length === 0) return null;
    return { key: node.path, icon, label: text, children: visibleChildren };
  };
  return buildMenuTree(entries).flatMap((root) => {
    if (root.path === '/')
      return root.children
        .map(toItem)
        .filter((c): c is Item => c !== null)
        .map((c) => ({ ...c, icon: <HomeOutlined /> }) as Item);
    const item = toItem(root);
    return item ? [item] : [];
  });
}
