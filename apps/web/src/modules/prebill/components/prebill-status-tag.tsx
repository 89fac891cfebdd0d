import { StatusTag } from '@/components/status-tag/status-tag';

/** 未转报单 / 已转报单. */
export const PreBillStatusTag = ({ status }: { status: number }) => <StatusTag list="preBill" code={status} data-testid="prebill-status" />;
