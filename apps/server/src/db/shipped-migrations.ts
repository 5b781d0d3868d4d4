/**
 * Every migration ever shipped, with the SHA-256 of its SQL. Migrations only add: a shipped
 * migration is never edited or removed (devices on different versions share one database).
 * Add a line here when `npm run db:generate -w apps/server` writes a new migration.
 */
export const shippedMigrations: ReadonlyArray<{ tag: string; sha256: string }> = [
  { tag: '0000_init', sha256: 'c3796c4303bcffbcecd221b0263f06fca637914d0b02e3791bccea3ba100e2a9' },
  {
    tag: '0001_accounts_items_mail',
    sha256: '49b913f7f1fa9a84c56c3cfb3d9e750fed56ce1fce4ccf7f0ca56eb4eb5f41ef',
  },
  { tag: '0002_sync', sha256: '590573d3a7909f65a62f6b2cab4fd82537f0e73fbf3ad59b15851129ad336b57' },
  {
    tag: '0003_thumbnails',
    sha256: '7a71a53138257025407b2e1b18d17fa6a7c0d191ce3fcaee6bb548095b992eda',
  },
  {
    tag: '0004_password_reset_tokens',
    sha256: 'a83a5eadb5cc46493a3dbbbdefc239ee1783147c838f72806a0d5f2ee97819e6',
  },
  {
    tag: '0005_sign_in_failures',
    sha256: '4618f724aa1874f9eb2b59af0241a2e19a8c4bb24eff1cf0c4ab1716e8bcacbf',
  },
  {
    tag: '0006_rate_limits',
    sha256: 'ddd10eb45d7aebdccac839645daec2e6f27f27d4861f5e99b003826c2f92de0e',
  },
  {
    tag: '0007_estimate_numbers',
    sha256: '9a7e2fde104960c0254b5342d6f0048549c0cef82d79f789c5b20ba83e0e7991',
  },
  {
    tag: '0008_billing',
    sha256: 'f79e06bb5005978c27a1745e89cbe9d03cf069cbf15c45940f1b073eaf73e199',
  },
  {
    tag: '0009_sites',
    sha256: '552bf599e19c688837e321a015c8e645d3fb3a2c3e8205203c9cc3de93dc22eb',
  },
  {
    tag: '0010_closed_accounts',
    sha256: '822ce384a5ac4aa2235b23492776f97d6925a1fbaaf5e9d78843fa977a3a0dc1',
  },
  {
    tag: '0011_rate_limits_unlogged',
    sha256: 'b1b3f05aae70374c4cfd2d6c1124d54cb12e3cd49ec56b0d584267ba2a4b7c3b',
  },
];
