import { GrantList } from '../components/grant-list';

/** /billGrantManage/grantApproveListRisk. */
export default function GrantRiskListPage() {
  return <GrantList kind="risk" />;
}
