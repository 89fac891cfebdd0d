import { PlusOutlined } from '@ant-design/icons';
import { BILL_MINE } from '@lc/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { BILL_LISTS } from '../api/bill-lists';
import { useBillText } from '../bill.text';
import { BillList } from '../components/bill-list';

/** /billManage/billList: the salesperson's own bills with the approvers or done; the draft box holds the rest. */
export default function BillListPage() {
  const t = useBillText();
  const navigate = useNavigate();
  return (
    <BillList
      label={t('mineTitle')}
      source={BILL_LISTS.mine}
      status={BILL_MINE}
      toolbar={() => (
        <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => void navigate('/billManage/billAdd')}>
          {t('add')}
        </Button>
      )}
    />
  );
}
