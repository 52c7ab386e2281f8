/**
 * Plain values of the profile, apart from its zod schemas (schemas/profile-update re-exports
 * them): the profile page's first screen (the picture's checks) does not build the schemas.
 */

/** Messages the spec does not give (chosen here so server and form agree). */
export const PROFILE_MESSAGES = {
  wrongCurrentPassword: 'The current password is incorrect',
  breachedPassword: 'This password is too common and has appeared in data breaches. Please choose another one.',
  samePassword: 'The new password must be different from the current one',
  avatarType: 'Only jpeg, png, webp, gif files are allowed to upload.',
  avatarTooLarge: 'avatar is too large. Maximum 5mb allowed for upload.',
} as const;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
