import { schoolKeys } from '../../space/api/keys';

/** Query keys of the banners: all → those of the staff's schools. */
export const bannerKeys = {
  all: [...schoolKeys.all, 'banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
};
