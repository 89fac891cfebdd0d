import { Card, Space, Steps, Typography } from 'antd';
import { CopyButton } from '@/components/copy-button';
import { useLocale } from '@/lib/i18n';

const LINKS = { android: 'https://app.example.com/download/android', ios: 'https://app.example.com/download/ios' };

const TEXT = {
  'zh-CN': {
    title: 'APP下载指南',
    android: '安卓手机安装',
    ios: '苹果手机安装',
    copyAndroid: '复制安卓下载地址',
    copyIos: '复制苹果下载地址',
    androidSteps: [
      '华为：设置 › 系统和更新 › 纯净模式，先退出纯净模式再安装',
      '小米：允许"未知来源"应用安装，安装时选择"继续安装"',
      'Vivo：设置 › 安全 › 允许安装未知来源应用',
      'Oppo：设置 › 其他设置 › 设备与隐私，关闭"安装外部来源应用"的安全检测',
      '其他手机：在浏览器中打开下载地址，按提示允许安装',
    ],
    iosSteps: ['在 Safari 中打开下载地址并安装', '设置 › 通用 › VPN与设备管理，信任企业级证书', '回到桌面打开应用'],
    login: '登录时用户名为您的手机号；忘记密码请在登录页点击"忘记密码"重置。',
  },
  'en-US': {
    title: 'App download guide',
    android: 'Android',
    ios: 'iPhone',
    copyAndroid: 'Copy the Android download link',
    copyIos: 'Copy the iOS download link',
    androidSteps: [
      'Huawei: Settings › System & updates › Pure mode: leave pure mode before installing',
      'Xiaomi: allow apps from unknown sources, then choose "Install anyway"',
      'Vivo: Settings › Security › allow installing apps from unknown sources',
      'Oppo: Settings › Other settings › Device & privacy: turn off the external-source check',
      'Others: open the link in the browser and allow the install when asked',
    ],
    iosSteps: [
      'Open the link in Safari and install',
      'Settings › General › VPN & Device Management: trust the enterprise profile',
      'Open the app from the home screen',
    ],
    login: 'Sign in with your mobile number as the user name; use "forgot password" on the sign-in page to reset it.',
  },
} as const;

export default function DownloadGuidePage() {
  const t = TEXT[useLocale().locale];
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2}>{t.title}</Typography.Title>
      <Card title={t.android} extra={<CopyButton text={LINKS.android} label={t.copyAndroid} />}>
        <Typography.Paragraph copyable={false} code>
          {LINKS.android}
        </Typography.Paragraph>
        <Steps orientation="vertical" size="small" items={t.androidSteps.map((s) => ({ title: s, status: 'process' as const }))} />
      </Card>
      <Card title={t.ios} extra={<CopyButton text={LINKS.ios} label={t.copyIos} />}>
        <Typography.Paragraph code>{LINKS.ios}</Typography.Paragraph>
        <Steps orientation="vertical" size="small" items={t.iosSteps.map((s) => ({ title: s, status: 'process' as const }))} />
      </Card>
      <Typography.Paragraph>{t.login}</Typography.Paragraph>
    </Space>
  );
}
