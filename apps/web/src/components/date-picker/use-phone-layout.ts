import { useSyncExternalStore } from 'react';
import { PHONE_MEDIA_QUERY } from './date-value';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_MEDIA_QUERY) : null);

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** True on phones (< 768 px or a coarse pointer), following rotation and resizing. */
export const usePhoneLayout = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
