import { GrantList } from '../components/grant-list';

/** /billGrantManage/grantHistoryList. */
export default function GrantListPage() {
  return <GrantList kind="history" />;
}
