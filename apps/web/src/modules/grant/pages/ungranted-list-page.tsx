import { GrantList } from '../components/grant-list';

/** /billGrantManage/ungrantedList. */
export default function UngrantedListPage() {
  return <GrantList kind="finance" />;
}
