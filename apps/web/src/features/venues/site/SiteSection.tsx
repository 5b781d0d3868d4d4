import { Alert, Anchor, Button, Fieldset, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { SiteAnswer, SiteAsset, SiteSettings } from '@larder/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-errors';
import { fetchSite } from '../../../api/site-api';
import { currentLabelFormat } from '../../../components/labels/label-format-choice';
import { LoadingSpinner } from '../../../components/loading/LoadingSpinner';
import { useMenus } from '../../../components/menus/use-menus';
import { i18n } from '../../../i18n/i18n';
import { flash } from '../../../state/flash';
import { useVenuePro } from '../../../state/pro-status';
import { setSessionUser, useSession } from '../../../state/session';
import { markVenuePublished } from '../../../state/site-publish';
import { useVenue } from '../../../state/venue';
import { syncNow, useVenueStore } from '../../../state/venue-data';
import { SiteSettingsForm } from './SiteSettingsForm';
import { SiteTagField } from './SiteTagField';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; answer: SiteAnswer }
  | { state: 'error'; message: string };

/**
 * The venue's website in its profile (/venue-edit/{id}; product spec §1): the site tag, the
 * publish settings, a preview link. A Pro function: a venue that is not Pro sees why, with a
 * link to the subscription page (the server refuses publishing for it anyway).
 */
export function SiteSection({ venueId }: { venueId: string }) {
  const pro = useVenuePro(venueId);
  const { t } = useTranslation('venues');
  return (
    <Fieldset legend={t('site.legend')} data-testid="site-section">
      {pro ? (
        <SiteLoader venueId={venueId} />
      ) : (
        <Stack gap="xs" data-testid="site-pro-only">
          <Text size="sm">{t('site.proOnly')}</Text>
          <Anchor component={Link} to="/subscription-manage">
            {t('site.upgrade')}
          </Anchor>
        </Stack>
      )}
    </Fieldset>
  );
}

function SiteLoader({ venueId }: { venueId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const { t } = useTranslation('venues');
  useEffect(() => {
    let live = true;
    fetchSite(venueId).then(
      (answer) => live && setLoaded({ state: 'ready', answer }),
      (e: unknown) =>
        live &&
        setLoaded({
          state: 'error',
          message: e instanceof ApiError ? e.message : i18n.t('venues:site.loadFailed'),
        }),
    );
    return () => {
      live = false;
    };
  }, [venueId]);
  if (loaded.state === 'loading') return <LoadingSpinner size="sm" label={t('site.loading')} />;
  if (loaded.state === 'error') {
    return (
      <Alert color="red" role="alert" title={t('site.unavailable')}>
        {loaded.message}
      </Alert>
    );
  }
  return (
    <SiteEditor
      venueId={venueId}
      answer={loaded.answer}
      onChange={(answer) => setLoaded({ state: 'ready', answer })}
    />
  );
}

function SiteEditor({
  venueId,
  answer,
  onChange,
}: {
  venueId: string;
  answer: SiteAnswer;
  onChange(answer: SiteAnswer): void;
}) {
  const { site, siteDomain } = answer;
  const { user } = useSession();
  const { t } = useTranslation('venues');
  // A site never built starts in the label format the cook uses in the app.
  const settings = site.builtAt
    ? site.settings
    : { ...site.settings, labelFormat: currentLabelFormat(user) };
  const store = useVenueStore();
  const open = useVenue().current?.id === venueId ? store : null;
  const addAsset = (asset: SiteAsset) =>
    onChange({
      ...answer,
      assets: [...answer.assets.filter((a) => a.name !== asset.name), asset],
    });
  const saved = (
    next: SiteAnswer & { user?: Parameters<typeof setSessionUser>[0] },
    published: boolean,
  ) => {
    if (next.user) setSessionUser(next.user);
    onChange(next);
    if (published) {
      // The next sync cycle runs the published venue sync (spec §4, session key venuePublished).
      markVenuePublished(venueId);
      void syncNow();
    }
    flash({ type: 'info', text: published ? t('site.published') : t('site.saved') });
  };
  return (
    <Stack gap="md">
      <SiteTagField
        venueId={venueId}
        savedTag={site.tag}
        siteDomain={siteDomain}
        onSaved={(next) => {
          onChange(next);
          flash({ type: 'info', text: t('site.tagSaved') });
        }}
      />
      {!siteDomain && (
        <Text size="xs" c="dimmed">
          {t('site.noDomain')}
        </Text>
      )}
      {site.url && site.settings.published && (
        <Button
          component="a"
          href={site.url}
          target="_blank"
          rel="noopener"
          variant="subtle"
          data-testid="site-preview"
        >
          {t('site.open')}
        </Button>
      )}
      {open ? (
        <SettingsWithMenus store={open} {...{ venueId, answer, settings, saved, addAsset }} />
      ) : (
        <SiteSettingsForm
          venueId={venueId}
          settings={settings}
          assets={answer.assets}
          menus={null}
          onSaved={saved}
          onUploaded={addAsset}
        />
      )}
    </Stack>
  );
}

/** The settings form with the venue's menus to choose from (the venue is open on this device). */
function SettingsWithMenus({
  store,
  venueId,
  answer,
  settings,
  saved,
  addAsset,
}: {
  store: VenueStore;
  venueId: string;
  answer: SiteAnswer;
  settings: SiteSettings;
  saved(next: SiteAnswer, published: boolean): void;
  addAsset(asset: SiteAsset): void;
}) {
  const menus = useMenus(store);
  return (
    <SiteSettingsForm
      venueId={venueId}
      settings={settings}
      assets={answer.assets}
      menus={menus ?? null}
      onSaved={saved}
      onUploaded={addAsset}
    />
  );
}
