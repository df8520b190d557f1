/**
 * User-Agent fragments of the crawlers that fetch a link to show its preview (chat apps, social networks,
 * search engines). A link with `proxy` shows them its own title, description, image and video (§1, §2.1).
 */
export const PREVIEW_CRAWLERS = [
  'facebookexternalhit',
  'Facebot',
  'Twitterbot',
  'LinkedInBot',
  'Slackbot',
  'Slack-ImgProxy',
  'Discordbot',
  'TelegramBot',
  'WhatsApp',
  'Applebot',
  'Googlebot',
  'bingbot',
  'Pinterest',
  'redditbot',
  'Embedly',
  'SkypeUriPreview',
  'vkShare',
  'Iframely',
  'Mastodon',
  'Bluesky',
  'Snapchat',
  'Viber',
] as const;

const pattern = new RegExp(PREVIEW_CRAWLERS.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|'), 'i');

export function isPreviewCrawler(userAgent: string): boolean {
  return pattern.test(userAgent);
}
