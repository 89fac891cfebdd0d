import { defineText } from '@/lib/text';

/** The after-loan certificate statistics page's words (namespace 'certificate-statistics'). */
export const useCertificateText = defineText(
  'certificate-statistics',
  {
    title: '贷后凭证统计',
    dates: '日期',
    area: '区域',
    month: '月份',
    registrations: '抵押登记（他项权证）',
    propertyCertificates: '入库不动产权证书',
    mortgageCertificates: '入库他项权证',
    total: '合计',
    totals: '总计',
    chart: '各月各区域凭证数',
    empty: '所选范围内没有凭证',
    loadFailed: '统计加载失败',
  },
  {
    title: 'After-loan certificate statistics',
    dates: 'Dates',
    area: 'Area',
    month: 'Month',
    registrations: 'Mortgage registrations',
    propertyCertificates: 'Property certificates archived',
    mortgageCertificates: 'Mortgage certificates archived',
    total: 'Total',
    totals: 'All',
    chart: 'Certificates per month and area',
    empty: 'No certificates in the chosen range',
    loadFailed: 'The statistics could not be loaded',
  },
);
