/** Social platforms a profile can link (SPEC.md §3), in the order the settings form offers them. */
export const SOCIAL_PLATFORMS = [
  'facebook',
  'linkedin',
  'instagram',
  'youtube',
  'tiktok',
  'pinterest',
  'reddit',
  'snapchat',
  'x',
  'telegram',
  'discord',
  'twitch',
  'github',
  'gitlab',
] as const;

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
