import type { Profile } from '@portal/shared';
import { formatMdy } from '@portal/shared';
import type { users } from '../../db/schema';

/** The wire form of a profile (spec section 3 "Profile"). */
export function toProfile(u: typeof users.$inferSelect): Profile {
  return {
    id: u.id,
    name: u.name,
    last_name: u.lastName,
    email: u.email,
    avatarUrl: u.avatarFileId ? `/api/v2/user/avatar?v=${u.avatarFileId.slice(0, 8)}` : null,
    organization: u.organization,
    date_of_birth: u.dateOfBirth ? formatMdy(u.dateOfBirth) : null,
    govtIdRequired: u.govtIdRequired,
    is_captcha_enable: u.captchaEnabled,
  };
}
