/**
 * The import rules of the suite (`pnpm lint:deps`): the layers of the architecture (spec -> sdk ->
 * mocks, web, cli; nothing imports upward), the storefront's features leaning on the shared layers
 * (data, state, lib, kit, components) and never on each other or on the pages that compose them, and no
 * import cycles.
 *
 * Every rule holds with no exception: the 80 violations that stood when the rules came in (61
 * cross-feature imports, 19 cycles) were moved down or broken in issue 14, so any new one fails the
 * test command.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes the load order matter and the modules impossible to understand apart: move what both need down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-cross-import',
      comment:
        'A storefront feature imports the shared kit, the data layer and state, never another feature: move what two share down.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-features-not-on-pages',
      comment:
        'Pages and the app shell compose features (a checkout with its payment, an account with its orders); a feature never imports them back.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/(pages|app)/' },
    },
    {
      name: 'web-shared-layers-stay-down',
      comment:
        'What features share (data, state, lib, the form kit, ui and product components, test support) never imports a feature, a page, the app shell, the content engine or the frame: it would drag them into everything above it.',
      severity: 'error',
      from: { path: '^web/src/(data|state|lib|kit|components/(ui|product)|test-support)/' },
      to: { path: '^web/src/(features|pages|app|content|components/layout)/' },
    },
    {
      name: 'sdk-imports-nothing-of-ours',
      comment: 'The SDK is the bottom layer: it never imports the mock shop, the storefront or the CLI.',
      severity: 'error',
      from: { path: '^sdk/src/' },
      to: { path: '^(mocks|web|cli|scripts)/' },
    },
    {
      name: 'mocks-not-on-apps',
      comment: 'The mock shop stands on the SDK alone.',
      severity: 'error',
      from: { path: '^mocks/src/' },
      to: { path: '^(web|cli|scripts)/' },
    },
    {
      name: 'cli-not-on-web-or-mock-internals',
      comment: "The CLI uses the SDK, and of the mock shop only its scenario header's name (bundled), for `attar check`.",
      severity: 'error',
      from: { path: '^cli/src/' },
      to: { path: '^(web|scripts)/|^mocks/(?!src/scenario-header\\.ts$)' },
    },
    {
      name: 'web-not-on-cli',
      comment: 'The storefront never imports the CLI; it reaches the mock shop only through its package entries.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^(cli|scripts)/|^mocks/src/(core|shop|handlers)/' },
    },
    {
      name: 'web-browser-not-on-server',
      comment: 'Browser code never imports the production server (decision 010).',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^web/server/' },
    },
    {
      name: 'web-server-through-its-entry',
      comment:
        'The server reaches the app only through the SSR entry (and the bootstrap id and page policy names it shares); its tests may use the hostile content fixtures.',
      severity: 'error',
      from: { path: '^web/server/' },
      to: {
        path: '^web/src/',
        pathNot: '^web/src/(entry-server\\.tsx|app/bootstrap\\.ts|lib/page-policy\\.ts|test-support/hostile-config\\.ts)$',
      },
    },
    {
      name: 'web-seo-server-only',
      comment:
        "The search and share metadata is the server's: only the SSR entry imports it, so it never reaches a browser bundle.",
      severity: 'error',
      from: { path: '^web/src/', pathNot: '^web/src/(entry-server\\.tsx|seo/)' },
      to: { path: '^web/src/seo/' },
    },
    {
      name: 'no-generated-internals',
      comment: "Other packages use the SDK's public entries, not its generated folder.",
      severity: 'error',
      from: { path: '^(mocks|web|cli)/src/' },
      to: { path: '^sdk/src/generated/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tmp)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
