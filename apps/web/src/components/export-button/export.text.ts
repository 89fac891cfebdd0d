import { defineText } from '@/lib/text';

/** Spec 001 §9 and §8: the export dialog's titles, buttons and messages. */
export const useExportText = defineText(
  'export',
  {
    export: '导出',
    title: '文件导出',
    hint: '提示',
    cancel: '取消',
    submit: '添加下载任务',
    fileName: '文件名',
    fileNameRequired: '请输入文件名',
    added: '下载任务添加成功',
    taskNo: '任务编号',
    password: '文件下载密码',
    keepPassword: '请记下密码：下载和打开文件都需要它。可在“文件下载”中查看进度。',
    failed: '文件下载失败',
    ok: '知道了',
    copy: '复制',
  },
  {
    export: 'Export',
    title: 'File export',
    hint: 'Notice',
    cancel: 'Cancel',
    submit: 'Add download task',
    fileName: 'File name',
    fileNameRequired: 'Please enter a file name',
    added: 'Download task added',
    taskNo: 'Task number',
    password: 'File download password',
    keepPassword: 'Note the password: it is needed to download and to open the file. Progress is under "File downloads".',
    failed: 'File download failed',
    ok: 'Got it',
    copy: 'Copy',
  },
);
