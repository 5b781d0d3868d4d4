import { defaultSiteSettings, type SiteSettings } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { cafeVenue } from '../../test-support/site-fixtures.js';
import { buildTestApp, useTestApp, type TestApp } from '../../test-support/test-app.js';

/** Opens a published site for `sub` at `tag`, with the café's menu. */
async function publishCafe(
  t: TestApp & { database: Parameters<typeof cafeVenue>[0]['database'] },
  sub: string,
  tag: string,
  over: Partial<SiteSettings> = {},
) {
  const venueId = await cafeVenue(t, sub, 'River <Café> & "Bar"');
  const headers = await t.auth(sub);
  await t.app.inject({
    method: 'PUT',
    url: `/api/venues/${venueId}/site/tag`,
    headers,
    payload: { tag },
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/venues/${venueId}/site`,
    headers,
    payload: { settings: { ...defaultSiteSettings({ currency: '£' }), published: true, ...over } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return venueId;
}

describe.each(testDatabaseKinds)('public venue site on $name', (kind) => {
  const t = useTestApp(kind);

  it('serves the menu with prices, allergen icons with names and Open Graph, with no script', async () => {
    await publishCafe(t, 'reader', 'river-cafe', {
      description: 'Pancakes & coffee <by the river>',
      address: '1 Quay Street',
      openingHours: ['Mon-Fri 7-16'],
      social: { instagram: 'https://instagram.com/river' },
    });
    const res = await t.app.inject({ url: '/s/river-cafe' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = res.body;
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(page).toContain('<title>River &lt;Café&gt; &amp; &quot;Bar&quot;</title>');
    expect(page).toContain('<link rel="canonical" href="http://localhost:8080/s/river-cafe">');
    expect(page).toContain(
      '<meta property="og:title" content="River &lt;Café&gt; &amp; &quot;Bar&quot;">',
    );
    expect(page).toContain('<meta property="og:url" content="http://localhost:8080/s/river-cafe">');
    expect(page).toContain(
      '<meta name="description" content="Pancakes &amp; coffee &lt;by the river&gt;">',
    );
    expect(page).toContain('Pancakes');
    expect(page).toContain('£8.50');
    expect(page).toContain('£3.20');
    // Venue text is escaped wherever it appears: no tag of theirs reaches the page.
    expect(page).toContain('Flat white &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<use href="#a-gluten"/></svg>Gluten (cereals)</li>');
    expect(page).toContain('<symbol id="a-gluten"');
    expect(page).toContain('Milk</li>');
    expect(page).toContain('1 Quay Street');
    expect(page).toContain('href="https://instagram.com/river"');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 304 to a matching ETag and keeps the page small', async () => {
    await publishCafe(t, 'etag-reader', 'etag-cafe');
    const first = await t.app.inject({
      url: '/s/etag-cafe',
      headers: { 'accept-encoding': 'gzip' },
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.rawPayload.length).toBeLessThan(50 * 1024);
    const again = await t.app.inject({ url: '/s/etag-cafe', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('filters dishes by allergen with a plain form: ?allergen=', async () => {
    await publishCafe(t, 'filterer', 'filter-cafe');
    const all = await t.app.inject({ url: '/s/filter-cafe' });
    expect(all.body).toContain('<form class="filter" method="get" action="#menus">');
    expect(all.body).toContain('<input type="checkbox" name="allergen" value="gluten">');
    const noGluten = await t.app.inject({ url: '/s/filter-cafe?allergen=gluten' });
    expect(noGluten.statusCode).toBe(200);
    expect(noGluten.body).not.toContain('>Pancakes<');
    expect(noGluten.body).toContain('Flat white');
    expect(noGluten.body).toContain('value="gluten" checked');
    expect(noGluten.body).toContain('Showing 1 dish without Gluten (cereals).');
    expect(noGluten.headers.etag).not.toBe(all.headers.etag);
    const neither = await t.app.inject({ url: '/s/filter-cafe?allergen=gluten&allergen=milk' });
    expect(neither.body).toContain('No dish of this menu is free of the chosen allergens.');
    const unknown = await t.app.inject({ url: '/s/filter-cafe?allergen=%3Cscript%3E' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toMatch(/<script/i);
  });

  it('shows a nutrition panel per dish in the label format when asked', async () => {
    await publishCafe(t, 'nutrition', 'nutrition-cafe', {
      showNutrition: true,
      labelFormat: 'eu-std',
    });
    const page = (await t.app.inject({ url: '/s/nutrition-cafe' })).body;
    expect(page).toContain('<details class="nut"><summary>Nutrition</summary>');
    expect(page).toMatch(/<th scope="row">Energy<\/th>/);
  });

  it('answers an unknown, malformed or unpublished tag with a 404 page kept out of search', async () => {
    await cafeVenue(t, 'hidden', 'Hidden');
    for (const url of ['/s/no-such-site', '/s/NOT_A_TAG', '/s/a', '/s/x/y/z']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('Site not found');
    }
  });

  it('has a sitemap per site', async () => {
    await publishCafe(t, 'mapper', 'mapped-cafe');
    const res = await t.app.inject({ url: '/s/mapped-cafe/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"><url><loc>http:\/\/localhost:8080\/s\/mapped-cafe<\/loc><lastmod>\d{4}-/,
    );
    expect((await t.app.inject({ url: '/s/nobody-here/sitemap.xml' })).statusCode).toBe(404);
  });

  it('serves each site at {tag}.SITE_DOMAIN by the Host header when SITE_DOMAIN is set', async () => {
    const domainApp = await buildTestApp(t.database, {
      env: { SITE_DOMAIN: 'sites.example.test' },
    });
    try {
      const withDomain = {
        ...t,
        app: domainApp.app,
        auth: domainApp.auth,
        addVenue: domainApp.addVenue,
      };
      await publishCafe(withDomain, 'host-reader', 'host-cafe');
      const res = await domainApp.app.inject({
        url: '/',
        headers: { host: 'host-cafe.sites.example.test' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('£8.50');
      expect(res.body).toContain(
        '<link rel="canonical" href="http://host-cafe.sites.example.test/">',
      );
      const map = await domainApp.app.inject({
        url: '/sitemap.xml',
        headers: { host: 'host-cafe.sites.example.test' },
      });
      expect(map.body).toContain('<loc>http://host-cafe.sites.example.test/</loc>');
      const robots = await domainApp.app.inject({
        url: '/robots.txt',
        headers: { host: 'host-cafe.sites.example.test' },
      });
      expect(robots.body).toContain('Sitemap: http://host-cafe.sites.example.test/sitemap.xml');
      const other = await domainApp.app.inject({
        url: '/',
        headers: { host: 'nobody.sites.example.test' },
      });
      expect(other.statusCode).toBe(404);
      const deeper = await domainApp.app.inject({
        url: '/dash',
        headers: { host: 'host-cafe.sites.example.test' },
      });
      expect(deeper.statusCode).toBe(404);
      // The path form still answers on the server's own host.
      expect((await domainApp.app.inject({ url: '/s/host-cafe' })).statusCode).toBe(200);
    } finally {
      await domainApp.app.close();
    }
  });
});
