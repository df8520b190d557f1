/**
 * Curated word lists the factories draw from: what real marketing teams put in links. Drawing from
 * lists is also what keeps a million links fast (faker's template helpers take microseconds each).
 */
export const SITE_NAMES = [
  'acme', 'northwind', 'globex', 'initech', 'umbrella', 'hooli', 'piedpiper', 'stark', 'wayne', 'wonka',
  'soylent', 'vandelay', 'dunder', 'prestige', 'cyberdyne', 'tyrell', 'aperture', 'blackmesa', 'oscorp', 'gringotts',
  'bluebird', 'lumen', 'fernwood', 'harbor', 'kestrel', 'meridian', 'orbit', 'pinecone', 'quartz', 'sable',
] as const;

export const TLDS = ['com', 'com', 'com', 'io', 'co', 'dev', 'app', 'org', 'ai', 'shop'] as const;

export const PATH_SECTIONS = [
  'blog', 'docs', 'pricing', 'products', 'events', 'careers', 'changelog', 'customers', 'webinars', 'guides',
  'features', 'integrations', 'help', 'about', 'store', 'download', 'signup', 'demo', 'partners', 'press',
] as const;

export const PATH_WORDS = [
  'launch', 'spring', 'summer', 'autumn', 'winter', 'sale', 'release', 'roadmap', 'getting-started', 'api',
  'analytics', 'dashboard', 'mobile', 'security', 'pricing-update', 'case-study', 'announcement', 'recap', 'workshop',
  'ebook', 'report', 'benchmark', 'migration', 'onboarding', 'tutorial', 'keynote', 'offer', 'bundle', 'trial', 'beta',
] as const;

/** Slugs people choose for their short links. */
export const SLUG_WORDS = [
  'launch', 'sale', 'promo', 'deal', 'webinar', 'demo', 'docs', 'pricing', 'signup', 'hiring', 'jobs', 'podcast',
  'ebook', 'guide', 'event', 'meetup', 'summit', 'blog', 'news', 'beta', 'waitlist', 'invite', 'survey', 'gift',
  'offer', 'trial', 'app', 'download', 'store', 'shop', 'black-friday', 'cyber-monday', 'newsletter', 'changelog',
] as const;

export const UTM_SOURCES = ['newsletter', 'twitter', 'linkedin', 'facebook', 'instagram', 'google', 'producthunt', 'partner', 'youtube', 'reddit'] as const;
export const UTM_MEDIUMS = ['email', 'social', 'cpc', 'referral', 'affiliate', 'organic', 'display', 'video'] as const;
export const UTM_CAMPAIGNS = [
  'spring_sale_2026', 'product_launch', 'black_friday', 'onboarding', 'webinar_q3', 'retargeting', 'brand_awareness',
  'summer_promo', 'holiday_2026', 'beta_invite', 'customer_stories', 'annual_plan',
] as const;
export const UTM_TERMS = ['link shortener', 'url shortener', 'link analytics', 'qr code generator', 'branded links', 'utm builder'] as const;
export const UTM_CONTENTS = ['header_cta', 'footer_link', 'hero_button', 'sidebar_banner', 'text_link', 'image_ad', 'variant_a', 'variant_b'] as const;

export const TAG_NAMES = [
  'Marketing', 'Newsletter', 'Product launch', 'Social', 'Partners', 'Docs', 'Events', 'Sales', 'Support', 'Hiring',
  'Blog', 'Webinar', 'Affiliates', 'Paid ads', 'Internal', 'Podcast', 'Community', 'Press', 'Onboarding', 'Retention',
] as const;

export const FOLDER_NAMES = ['Campaigns', 'Social', 'Partners', 'Product', 'Events', 'Sales', 'Support', 'Archive'] as const;

export const WEBHOOK_NAMES = ['Slack alerts', 'CRM sync', 'Data warehouse', 'Zapier', 'Analytics pipeline'] as const;

/** ISO 3166-1 alpha-2 codes (geo-country-format gap) with the path of their localised site. */
export const COUNTRIES = [
  ['US', 'en-us'], ['GB', 'en-gb'], ['DE', 'de'], ['FR', 'fr'], ['ES', 'es'], ['IT', 'it'], ['NL', 'nl'], ['CA', 'en-ca'],
  ['AU', 'en-au'], ['JP', 'ja'], ['BR', 'pt-br'], ['IN', 'en-in'], ['SE', 'sv'], ['MX', 'es-mx'], ['KR', 'ko'],
] as const;

export const COMMENTS = [
  'Used in the launch email.', 'Printed on the conference booth banner.', 'Shared by the partner team.',
  'Do not change: printed on packaging.', 'Replaces the old pricing link.', 'Only for the EU campaign.',
  'Owner: growth team.', 'Expires after the promotion.', 'A/B test of the landing page.', 'Used in the podcast show notes.',
] as const;

export const PREVIEW_TITLES = [
  'The launch you have been waiting for', 'Save 30% this week only', 'See what is new this quarter',
  'Join our live webinar', 'Read the full case study', 'Start your free trial', 'Meet us at the summit',
] as const;

export const PREVIEW_DESCRIPTIONS = [
  'Everything you need to know in five minutes.', 'Limited time offer for new and existing customers.',
  'Hear from the team that built it.', 'No credit card required.', 'Real results from real customers.',
] as const;

export const PRODUCT_NAMES = ['Studio', 'Cloud', 'Pro', 'Insights', 'Connect', 'Flow', 'Pulse', 'Vault', 'Atlas', 'Beacon'] as const;
