import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { OwnRowActions } from '../components/own-row-actions';
import { PreBillList } from '../components/prebill-list';
import { PREBILL_LISTS } from '../api/prebill-api';
import { PREBILL_PATHS } from '../prebill.paths';
import { usePreBillText } from '../prebill.text';

/** /billManage/preBillList: the salesperson's own enquiries, each convertible once into a bill draft. */
export default function PreBillListPage() {
  const t = usePreBillText();
  const navigate = useNavigate();
  return (
    <PreBillList
      label={t('listTitle')}
      source={PREBILL_LISTS.mine}
      actions={(row) => <OwnRowActions row={row} />}
      toolbar={() => (
        <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => void navigate(PREBILL_PATHS.add)}>
          {t('add')}
        </Button>
      )}
    />
  );
}
