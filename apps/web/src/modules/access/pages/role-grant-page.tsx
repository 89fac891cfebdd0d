import { EXTRA_PERMISSIONS, PAGE_COMPONENTS, ROUTE_TABLE, type RouteEntry } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Row, Select, Space, Tag, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useAccessText } from '../access.text';
import { rolesQuery, saveGrants } from '../api/access-api';
import { punctuation } from '@/lib/punctuation';

type Locale = 'zh-CN' | 'en-US';

/** The grant tree: every permission code of the route table, with page components beneath. */
function grantTree(locale: Locale): TreeDataNode[] {
  const toNode = (e: RouteEntry, parentKey: string): TreeDataNode | null => {
    const children = (e.children ?? []).map((c) => toNode(c, e.permission ?? parentKey)).filter((n): n is TreeDataNode => n !== null);
    const components = Object.entries(PAGE_COMPONENTS[e.permission ?? ''] ?? {}).map(([code, title]) => ({
      key: code,
      title: `${title[locale]} (${code})`,
    }));
    if (!e.permission) return children.length ? { key: `group:${parentKey}:${e.path}`, title: e.title[locale], children } : null;
    return { key: e.permission, title: `${e.title[locale]} (${e.permission})`, children: [...children, ...components] };
  };
  const extras = Object.entries(EXTRA_PERMISSIONS).map(([code, title]) => ({ key: code, title: `${title[locale]} (${code})` }));
  return [...ROUTE_TABLE.map((e) => toNode(e, 'root')).filter((n): n is TreeDataNode => n !== null), ...extras];
}

export default function RoleGrantPage() {
  const { locale } = useLocale();
  const t = useAccessText();
  const { message } = App.useApp();
  const roles = useQuery(rolesQuery);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const canSave = usePermission('sys_role_grant:save');
  const tree = useMemo(() => grantTree(locale), [locale]);
  const role = roles.data?.roles.find((r) => r.id === roleId);

  useEffect(() => setChecked(role?.codes ?? []), [role]);

  const save = async () => {
    if (roleId === null) return;
    await saveGrants(
      roleId,
      checked.filter((k) => !k.startsWith('group:')),
    );
    void message.success(t('saved'));
    void roles.refetch();
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Card title={t('role')}>
          <Select
            aria-label={t('role')}
            style={{ width: '100%' }}
            showSearch
            optionFilterProp="label"
            value={roleId}
            onChange={setRoleId}
            options={(roles.data?.roles ?? []).map((r) => ({ value: r.id, label: `${r.id} ${locale === 'zh-CN' ? r.name : r.nameEn}` }))}
          />
          {role && (
            <p style={{ marginTop: 12 }}>
              {t('scope')}
              {punctuation().colon}
              <Tag>{role.dataScope}</Tag>
            </p>
          )}
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card
          title={t('grants')}
          extra={
            canSave && (
              <Button type="primary" disabled={!role} onClick={() => void save()}>
                {t('save')}
              </Button>
            )
          }
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            {role && (
              <Tree
                checkable
                checkStrictly
                defaultExpandAll={false}
                treeData={tree}
                checkedKeys={checked}
                onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
              />
            )}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
