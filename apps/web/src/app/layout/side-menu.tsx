import { ExportOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MenuNode } from '../route-table';
import { useShellText } from '../shell.text';
import { MenuIcon } from './menu-icons';

type Item = NonNullable<MenuProps['items']>[number];

/** The groups on the way to a selected item, outermost first. */
export function groupsHolding(nodes: readonly MenuNode[], selectedKeys: readonly string[]): Set<string> {
  const held = new Set<string>();
  const walk = (list: readonly MenuNode[], path: string[]) => {
    for (const n of list) {
      if (selectedKeys.includes(n.key)) path.forEach((key) => held.add(key));
      if (n.children) walk(n.children, [...path, n.key]);
    }
  };
  walk(nodes, []);
  return held;
}

/**
 * Internal items are real links (middle-click, copy address); external ones open a new tab. The
 * groups holding the current page carry our class: antd marks them selected only once its own
 * registry of keys has caught up, and on some first loads that render never came (the group's
 * title stayed grey).
 */
function toItems(nodes: readonly MenuNode[], newTab: string, current: ReadonlySet<string>, top = true): Item[] {
  return nodes.map((n): Item => {
    const icon = top ? <MenuIcon name={n.icon} /> : undefined;
    if (n.children)
      return {
        key: n.key,
        icon,
        label: n.label,
        children: toItems(n.children, newTab, current, false),
        ...(current.has(n.key) ? { className: 'lc-menu-current-group' } : {}),
      };
    const label = n.external ? (
      <a href={n.external} target="_blank" rel="noopener noreferrer" tabIndex={-1}>
        {n.label}
        <span className="sr-only">{newTab}</span> <ExportOutlined aria-hidden />
      </a>
    ) : (
      <Link to={n.href ?? n.key} tabIndex={-1}>
        {n.label}
      </Link>
    );
    return { key: n.key, icon, label, title: n.label };
  });
}

const NO_NODES: readonly MenuNode[] = [];

export type SideMenuProps = {
  nodes: readonly MenuNode[];
  selectedKeys: string[];
  /** The first-level group of the current route, opened on each navigation. */
  openKey: string | null;
  collapsed?: boolean;
  onNavigate?: () => void;
};

/**
 * The permitted menu; arrow keys move, Enter opens (antd Menu), and the active item stays in view.
 * It renders again only when its own inputs change: the admin's menu is some 1,300 of a list
 * page's 2,000 React components, and the shell renders again on every navigation's start and end.
 */
export const SideMenu = memo(function SideMenu({ nodes: latest, selectedKeys, openKey, collapsed = false, onNavigate }: SideMenuProps) {
  // Its items render in the background, in slices the browser can interrupt: they arrive with the
  // user's menu, whose answer would otherwise render the admin's 1,300 components in one task.
  const nodes = useDeferredValue(latest, NO_NODES);
  const t = useShellText();
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);
  const [openKeys, setOpenKeys] = useState<string[]>(openKey ? [openKey] : []);

  useEffect(() => {
    if (openKey) setOpenKeys((keys) => (keys.includes(openKey) ? keys : [...keys, openKey]));
  }, [openKey]);

  // After each navigation the sidebar scrolls to the active item (spec 000 §2), and follows it
  // while a group that just opened grows (its animation). Resize callbacks come after the
  // browser's own layout, so following costs no forced layout.
  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    const reveal = () => menu.querySelector('.ant-menu-item-selected')?.scrollIntoView({ block: 'nearest' });
    if (typeof ResizeObserver === 'undefined') {
      const frame = requestAnimationFrame(reveal);
      return () => cancelAnimationFrame(frame);
    }
    const grows = new ResizeObserver(reveal);
    grows.observe(menu);
    const settle = setTimeout(() => grows.disconnect(), 2_000);
    return () => {
      clearTimeout(settle);
      grows.disconnect();
    };
  }, [selectedKeys, nodes]);

  const byKey = useMemo(() => {
    const map = new Map<string, MenuNode>();
    const index = (list: readonly MenuNode[]) => {
      for (const n of list) {
        map.set(n.key, n);
        if (n.children) index(n.children);
      }
    };
    index(nodes);
    return map;
  }, [nodes]);
  const newTab = t('opensNewTab');
  const items = useMemo(() => toItems(nodes, newTab, groupsHolding(nodes, selectedKeys)), [nodes, newTab, selectedKeys]);

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    onNavigate?.();
    // A click on the link itself has navigated; keyboard Enter lands on the item instead.
    if (domEvent.target instanceof Element && domEvent.target.closest('a')) return;
    const node = byKey.get(key);
    if (node?.external) window.open(node.external, '_blank', 'noopener,noreferrer');
    else if (node) void navigate(node.href ?? node.key);
  };

  // Collapsed, the Sider shows groups as pop-ups: antd then owns which are open.
  const openProps = collapsed ? {} : { openKeys, onOpenChange: setOpenKeys };

  return (
    <nav ref={ref} aria-label={t('mainMenu')}>
      <Menu mode="inline" theme="dark" items={items} selectedKeys={selectedKeys} {...openProps} onClick={onClick} />
    </nav>
  );
});
