import { GrantList } from '../components/grant-list';

/** /billGrantManage/grantApproveListVp1. */
export default function GrantVp1ListPage() {
  return <GrantList kind="vp1" />;
}
