import { i18n } from '../../../i18n/i18n';

const HUES = [
  'red',
  'pink',
  'purple',
  'deep-purple',
  'indigo',
  'blue',
  'light-blue',
  'cyan',
  'teal',
  'green',
  'light-green',
  'lime',
  'yellow',
  'amber',
  'orange',
  'deep-orange',
  'brown',
  'grey',
  'blue-grey',
  'black',
] as const;
type Hue = (typeof HUES)[number];
const isHue = (name: string): name is Hue => (HUES as readonly string[]).includes(name);

/** A site colour's name: 'red-300' is 'Red 300' ('Rouge 300'), 'deep-purple-600' 'Deep purple 600'. */
export function siteColourName(id: string): string {
  const [, hue = id, shade] = /^(.*?)(?:-(\d+))?$/.exec(id) ?? [];
  const colour = isHue(hue)
    ? i18n.t(`venues:site.colours.${hue}`)
    : hue.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  return shade ? i18n.t('venues:site.colour', { colour, shade }) : colour;
}
