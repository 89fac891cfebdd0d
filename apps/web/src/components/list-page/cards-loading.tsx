import { LoadingStatus } from '../loading-status/loading-status';
import { useListText } from './list.text';

/** The cards' loading status: while their chunk loads, and while their first page does (CardList). */
export function CardsLoading() {
  const t = useListText();
  return <LoadingStatus label={t('loading')} style={{ margin: 24, textAlign: 'center' }} />;
}
