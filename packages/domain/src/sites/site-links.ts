/**
 * The social networks and delivery platforms a venue site links to (product spec §3 "Other
 * catalogues"), with the names the site shows.
 */
export const SOCIAL_NETWORKS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
} as const;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export const SOCIAL_NETWORK_IDS = Object.keys(SOCIAL_NETWORKS) as [
  SocialNetwork,
  ...SocialNetwork[],
];

export const DELIVERY_PLATFORMS = {
  doordash: 'DoorDash',
  ubereats: 'Uber Eats',
  postmates: 'Postmates',
  grubhub: 'Grubhub',
  seamless: 'Seamless',
  eatstreet: 'EatStreet',
  menulog: 'Menulog',
  deliveroo: 'Deliveroo',
  foodora: 'foodora',
  justeat: 'Just Eat',
  zomato: 'Zomato',
} as const;

export type DeliveryPlatform = keyof typeof DELIVERY_PLATFORMS;
export const DELIVERY_PLATFORM_IDS = Object.keys(DELIVERY_PLATFORMS) as [
  DeliveryPlatform,
  ...DeliveryPlatform[],
];
