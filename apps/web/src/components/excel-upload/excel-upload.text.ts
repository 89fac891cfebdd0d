import { defineText } from '@/lib/text';

/** Spec 001 §8: the Excel upload's messages. */
export const useExcelUploadText = defineText(
  'excelUpload',
  {
    upload: '导入Excel',
    uploaded: '文件上传成功',
    failed: '文件上传失败',
    busy: '服务器繁忙，文件上传失败，请稍后重试',
    wrongFormat: '文件格式不正确',
    tooLarge: '超出文件大小限制',
    results: '导入结果',
    row: '行号',
    outcome: '结果',
    message: '说明',
    ok: '成功',
    error: '失败',
    summary: '成功 {{created}} 行，失败 {{failed}} 行',
    close: '关闭',
  },
  {
    upload: 'Import Excel',
    uploaded: 'File uploaded successfully',
    failed: 'File upload failed',
    busy: 'Server busy, file upload failed, please retry later',
    wrongFormat: 'File format incorrect',
    tooLarge: 'Exceeds file size limit',
    results: 'Import results',
    row: 'Row',
    outcome: 'Result',
    message: 'Details',
    ok: 'Done',
    error: 'Failed',
    summary: '{{created}} rows imported, {{failed}} failed',
    close: 'Close',
  },
);
