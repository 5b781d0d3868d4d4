import { useTranslation } from 'react-i18next';
import { GALLERY_SCREENS, type GalleryScreen } from './screens';

/** A sketch of a screen drawn with SVG bars: no images to download. */
function ScreenSketch({ screen, title }: { screen: GalleryScreen; title: string }) {
  const { t } = useTranslation('public');
  const colour = screen.accent;
  return (
    <svg
      viewBox="0 0 200 120"
      width="100%"
      role="img"
      aria-label={t('gallery.sketch', { screen: title })}
    >
      <rect x="0" y="0" width="200" height="120" rx="8" fill="#f1f3f5" />
      <rect x="0" y="0" width="200" height="16" rx="8" fill={colour} />
      <rect x="8" y="24" width="36" height="88" rx="4" fill="#dee2e6" />
      {screen.rows.map((width, index) => (
        <rect
          key={index}
          x="52"
          y={26 + index * 17}
          width={140 * width}
          height="10"
          rx="3"
          fill={index === 0 ? colour : '#ced4da'}
        />
      ))}
    </svg>
  );
}

/** Public gallery: what each screen does. */
export function GalleryPage() {
  const { t } = useTranslation('public');
  return (
    <div className="page-stack page-stack-lg">
      <h1>{t('gallery.title')}</h1>
      <p className="page-narrow">{t('gallery.intro')}</p>
      <div className="page-grid page-grid-2-4">
        {GALLERY_SCREENS.map((screen) => {
          const title = t(`gallery.screens.${screen.id}.title`);
          return (
            <article key={screen.id} className="page-card page-stack page-stack-xs">
              <ScreenSketch screen={screen} title={title} />
              <h2 className="page-h4">{title}</h2>
              <p className="page-small">{t(`gallery.screens.${screen.id}.text`)}</p>
            </article>
          );
        })}
      </div>
    </div>
  );
}
