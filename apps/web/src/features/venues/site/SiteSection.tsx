import { Alert, Anchor, Button, Fieldset, Loader, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { SiteAnswer, SiteAsset, SiteSettings } from '@larder/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-errors';
import { fetchSite } from '../../../api/site-api';
import { currentLabelFormat } from '../../../components/labels/label-format-choice';
import { useMenus } from '../../../components/menus/use-menus';
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
  return (
    <Fieldset legend="Website" data-testid="site-section">
      {pro ? (
        <SiteLoader venueId={venueId} />
      ) : (
        <Stack gap="xs" data-testid="site-pro-only">
          <Text size="sm">
            Publish this venue&apos;s menu online, with prices and allergens, at an address of its
            own. The website is part of Larder Pro.
          </Text>
          <Anchor component={Link} to="/subscription-manage">
            Upgrade this venue to Pro
          </Anchor>
        </Stack>
      )}
    </Fieldset>
  );
}

function SiteLoader({ venueId }: { venueId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetchSite(venueId).then(
      (answer) => live && setLoaded({ state: 'ready', answer }),
      (e: unknown) =>
        live &&
        setLoaded({
          state: 'error',
          message: e instanceof ApiError ? e.message : 'The website settings could not be loaded.',
        }),
    );
    return () => {
      live = false;
    };
  }, [venueId]);
  if (loaded.state === 'loading') return <Loader size="sm" aria-label="Loading the website" />;
  if (loaded.state === 'error') {
    return (
      <Alert color="red" role="alert" title="Website not available">
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
    flash({ type: 'info', text: published ? 'Website published.' : 'Website settings saved.' });
  };
  return (
    <Stack gap="md">
      <SiteTagField
        venueId={venueId}
        savedTag={site.tag}
        siteDomain={siteDomain}
        onSaved={(next) => {
          onChange(next);
          flash({ type: 'info', text: 'Site tag saved.' });
        }}
      />
      {!siteDomain && (
        <Text size="xs" c="dimmed">
          This server has no site domain (SITE_DOMAIN), so sites are at /s/your-tag on it.
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
          Open the website
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
