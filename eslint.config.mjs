// Lint for the whole repository: typescript-eslint, react-hooks and jsx-a11y, plus the walls between
// parts (docs/architecture.md 'Walls'). Prettier owns formatting (eslint-config-prettier turns off
// the rules that would fight it). Rules run without type information so a full run stays fast.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirs = (folder) =>
  existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder), { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== 'node_modules' && d.name !== 'dist')
        .map((d) => d.name)
    : [];

/** Front-end modules: the shell and every separately deployed remote. */
const modules = ['shell', ...dirs('.').filter((d) => d.startsWith('mfe-'))];
/**
 * Domain services: each owns its schema and routes; only kit is shared between them. The launcher
 * (which wires every service into one program) and the test harness (which starts services by name
 * for their tests) are the two places that know every service.
 */
const services = dirs('services').filter((d) => !['kit', 'launcher', 'harness'].includes(d));

const moduleZones = [
  ...modules.map((m) => ({
    target: m,
    from: [...modules.filter((other) => other !== m), 'services'],
    message: 'A module imports only shared/* packages; move what several modules use to shared/.',
  })),
  {
    target: [...modules, 'shared/ui', 'shared/platform', 'shared/i18n'],
    from: 'shared/contracts/src/published-views',
    message: "The services' published views (database declarations) are for the services only.",
  },
];

const serviceZones = [
  ...services.map((s) => ({
    target: `services/${s}`,
    from: [...services.filter((other) => other !== s), 'launcher'].map((other) => `services/${other}`),
    message:
      "A service never imports another service's package or internals (tests too); share through @app/service-kit or @app/contracts.",
  })),
  {
    target: 'services/kit',
    from: [...services, 'launcher', 'harness'].map((s) => `services/${s}`),
    message: 'The service kit is shared by every service and knows none of them.',
  },
];

/**
 * The layers inside a service's src/ (docs/architecture.md 'Inside a service'): routes speak HTTP,
 * flows run one use case in its transaction, domain holds pure rules, store holds the SQL. Each
 * layer names what it must not import; tests arrange through any layer, so they are left out.
 */
const layers = {
  domain: {
    from: ['routes', 'flows', 'store', 'db', 'jobs'],
    message: 'domain/ holds pure rules: no SQL, no HTTP; a flow reads through store/ and hands the facts (and the time) in.',
  },
  store: { from: ['routes', 'flows', 'jobs'], message: 'store/ is SQL only: it knows no use case and no HTTP.' },
  flows: {
    from: ['routes', 'db'],
    message: 'A flow knows no HTTP and no SQL: a route parses, calls the flow and answers; the flow reads and writes through store/.',
  },
  routes: { from: ['store', 'db'], message: 'A route reads and writes through a flow (flows/), never the store or the schema directly.' },
  // a job (jobs/) is no layer: it schedules a use case, which is a flow; it knows no HTTP and no schema
  jobs: {
    from: ['routes', 'db'],
    message: 'A job schedules a flow: it knows no HTTP and no schema; the flow reads and writes through store/.',
  },
};
/** The packages that speak HTTP, which the pure rules of domain/ never import. */
const httpPackages = ['koa', '@koa', '@types/koa', '@types/koa__router'].map((p) => `node_modules/${p}`);

/**
 * Services still moving to the layer shape, each with the layers whose rule it still breaks; a layer
 * leaves its service's list when its last wrong import goes, the service when the list is empty.
 */
const servicesMovingToLayers = {};

/**
 * Services cut by area (reports: exports/, reports/, pool-tool/): each area folder in src/ holds the
 * layers, and the schema (db/) is the service's, beside the areas. An area may use another's layers,
 * in the same directions: a route of one area reaches no store of any area.
 */
const servicesCutByArea = ['reports'];
const notAnArea = ['db'];
const layerRoots = (s) =>
  (servicesCutByArea.includes(s) ? dirs(`services/${s}/src`).filter((d) => !notAnArea.includes(d)) : ['']).map((area) =>
    path.posix.join('services', s, 'src', area),
  );
/** The folders a layer names as forbidden, in every area of the service; the schema is the service's own db/. */
const forbiddenFolders = (s, other) =>
  other === 'db' ? [path.posix.join('services', s, 'src', 'db')] : layerRoots(s).map((root) => `${root}/${other}`);

const notATest = '**/!(*.test|*.*-test).ts';
const layerZones = services.flatMap((s) =>
  Object.entries(layers)
    .filter(([layer]) => !(servicesMovingToLayers[s] ?? []).includes(layer))
    .flatMap(([layer, { from, message }]) =>
      layerRoots(s).flatMap((root) => {
        const target = `${root}/${layer}/${notATest}`;
        const zones = [{ target, from: from.flatMap((other) => forbiddenFolders(s, other)), message }];
        return layer === 'domain' ? [...zones, { target, from: httpPackages, message }] : zones;
      }),
    ),
);

/** The harness starts services for tests: a service's tests and test helpers use it, its code never does. */
const harnessImports = {
  group: ['@app/service-harness', '@app/service-harness/*', '**/harness/src', '**/harness/src/*'],
  message: 'The service harness is for tests (*.test.ts and src/testing/); service code never starts other services.',
};
const serviceCode = ['services/harness/**', '**/*.test.ts', '**/*.broker-test.ts', '**/testing/**'];
const harnessOnlyInTests = {
  files: ['services/*/src/**/*.{ts,tsx}'],
  ignores: serviceCode,
  rules: { 'no-restricted-imports': ['error', { patterns: [harnessImports] }] },
};

/**
 * A flow speaks no SQL (docs/architecture.md 'Inside a service'): no query builder, no database
 * client and none of the kit's SQL helpers; it reads and writes through its service's store/, whose
 * functions are named for what they do. Its rule repeats the harness's, which it replaces there.
 */
const sqlOnlyInStore = 'A flow speaks no SQL: it reads and writes through store/ functions named for what they do.';
const flowsSpeakNoSql = {
  files: services.flatMap((s) => layerRoots(s).flatMap((root) => [`${root}/flows/**/*.ts`, `${root}/jobs/**/*.ts`])),
  ignores: serviceCode,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          harnessImports,
          { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', '@app/service-kit/db'], message: sqlOnlyInStore },
        ],
        paths: [
          {
            name: '@app/service-kit',
            importNames: [
              'rowsOf',
              'rowsTogether',
              'builtOnce',
              'builtPerShape',
              'preparableSql',
              'subtreeOf',
              'ancestorsOf',
              'ancestorsOfAny',
              'scopeCondition',
              'branchInScope',
              'outboxTable',
              'openDatabase',
              'mailingHolders',
              'plannersOf',
            ],
            message: sqlOnlyInStore,
          },
        ],
      },
    ],
  },
};

/**
 * A route is declared once (docs/architecture.md 'The API contract'): a service mounts it from its
 * declaration with the kit's mounter, never with the router's own methods, so the router, the access
 * check and the published document cannot differ. The gateway's document page serves static assets
 * around its declared routes, so it keeps its own router.
 */
const routerCall = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.object.name=/[rR]outer$/][callee.property.name=/^(get|post|put|patch|delete|del|all|register)$/]",
  message: 'A route is mounted from its declaration: mount(route, handler) with the RouteMounter of createServiceApp.',
};
const routesFromDeclarations = {
  files: ['services/*/src/**/*.ts'],
  ignores: ['services/kit/src/api/mount-route.ts', 'services/gateway/**'],
  rules: { 'no-restricted-syntax': ['error', routerCall] },
};

/**
 * The time of day comes from the service's clock (docs/architecture.md 'Inside a service'): a route
 * or flow reads deps.clock.now(), a domain rule and a store function take the time as an argument,
 * so a test sets the clock and a rule is tested without one. A compute budget may use performance.now().
 */
const clockCalls = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'new Date() reads the machine clock: take the time from deps.clock.now() (routes, flows) or as an argument (domain, store).',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Date.now() reads the machine clock: take the time from deps.clock.now() (routes, flows) or as an argument (domain, store).',
  },
];
const layersReadTheServiceClock = {
  files: services.flatMap((s) => layerRoots(s).flatMap((root) => ['routes', 'flows', 'domain'].map((layer) => `${root}/${layer}/**/*.ts`))),
  ignores: serviceCode,
  rules: { 'no-restricted-syntax': ['error', routerCall, ...clockCalls] },
};

/**
 * A store runs on the transaction its flow opened (docs/architecture.md 'Inside a service'): its
 * functions take the flow's `tx` and never open one (`withPool`, `withSystem`), so what a use case
 * reads and writes together is decided in one place, the flow. Its rule repeats the route rule,
 * which it replaces there.
 */
const storesOpenNoTransaction = {
  files: services.flatMap((s) => layerRoots(s).map((root) => `${root}/store/**/*.ts`)),
  ignores: serviceCode,
  rules: {
    'no-restricted-syntax': [
      'error',
      routerCall,
      {
        selector: 'MemberExpression[property.name=/^with(Pool|System)$/]',
        message: "A store opens no transaction: it runs on the flow's tx; the flow opens it with deps.db.withPool or withSystem.",
      },
      ...clockCalls,
    ],
  },
};

/** Every end-to-end test runs under the guard fixture (e2e/support/guard.ts), so none skips what it checks. */
const specsUseTheGuard = {
  files: ['e2e/tests/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@playwright/test',
            importNames: ['test', 'expect'],
            message:
              "Import test and expect from '../support/guard': it fails a test on console errors, 5xx answers, raw text keys and axe findings.",
          },
        ],
      },
    ],
  },
};

/** Files that still call the API client outside a feature's api/ folder or the module's lib/; each leaves the list when it moves. */
const apiCallsNotYetMoved = ['shell/src/remotes/registry.ts'];

/**
 * Inside a module the API client is called from a feature's api/ folder, or from the module's lib/
 * when several features read the call (docs/architecture.md 'Inside a front-end module', ADR 0213).
 */
const apiClientInApiFolders = {
  files: modules.map((m) => `${m}/src/**/*.{ts,tsx}`),
  ignores: ['**/src/features/*/api/**', '**/src/lib/**', '**/*.test.{ts,tsx}', '**/testing/**', ...apiCallsNotYetMoved],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        // the client is exported by the package's root entry too
        paths: ['@app/platform/api', '@app/platform'].map((name) => ({
          name,
          importNames: ['api'],
          message: "Call the API client in the feature's api/ folder (or the module's lib/ when several features read the call).",
        })),
      },
    ],
  },
};

/** Shared packages sit below every module and service. */
const sharedZone = {
  target: 'shared',
  from: [...modules, 'services'],
  message: 'shared/* packages are used by modules and services and import neither.',
};

/** Inside a module, a feature folder imports no other feature: shared parts live in components/, hooks/ or lib/. */
const featureZones = modules.flatMap((m) =>
  dirs(`${m}/src/features`).map((feature) => ({
    target: `${m}/src/features/${feature}`,
    from: `${m}/src/features`,
    except: [`./${feature}`],
    message: "A feature does not import another feature; move what both use to the module's components/, hooks/ or lib/.",
  })),
);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', 'playwright-report/**', '.data/**', '**/.data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...moduleZones, ...serviceZones, ...layerZones, sharedZone, ...featureZones] },
      ],
      // modules that import each other work only by load order; a cycle is a layer or a file to split
      'import-x/no-cycle': 'error',
    },
  },
  harnessOnlyInTests,
  flowsSpeakNoSql,
  routesFromDeclarations,
  layersReadTheServiceClock,
  storesOpenNoTransaction,
  specsUseTheGuard,
  apiClientInApiFolders,
  prettier,
);
