import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_MEDIA_QUERY } from './date-value';

/** True on phones (< 768 px or a coarse pointer), following rotation and resizing. */
export const usePhoneLayout = () => useMediaQuery(PHONE_MEDIA_QUERY);
