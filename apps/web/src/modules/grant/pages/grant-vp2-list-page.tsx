import { GrantList } from '../components/grant-list';

/** /billGrantManage/grantApproveListVp2. */
export default function GrantVp2ListPage() {
  return <GrantList kind="vp2" />;
}
