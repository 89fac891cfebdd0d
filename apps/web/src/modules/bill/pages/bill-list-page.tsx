import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { BILL_LISTS } from '../api/bill-api';
import { useBillText } from '../bill.text';
import { BillList } from '../components/bill-list';

/** /billManage/billList: the salesperson's own bills past the draft box. */
export default function BillListPage() {
  const t = useBillText();
  const navigate = useNavigate();
  return (
    <BillList
      label={t('mineTitle')}
      source={BILL_LISTS.mine}
      status
      toolbar={() => (
        <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => void navigate('/billManage/billAdd')}>
          {t('add')}
        </Button>
      )}
    />
  );
}
