import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/connection';
import { answerForDomainError, answerForStorageFailure } from './http/error-mapper';
import { refuseForeignOrigin, registerSecurityHeaders } from './http/security';
import { authGuard, isApiPath, PUBLIC_ROUTE, type RouteAccess } from './http/auth-guard';
import { bodyBudget } from './http/body-budget';
import { APP_SHELL_CACHE, cacheClientFiles } from './http/client-caching';
import { HASH_PARAMS } from './services/passwords';
import { createUsersService, type UsersService } from './services/users.service';
import type { HashGate } from './services/hash-gate';
import { createAccountsService, type AccountsService } from './services/accounts.service';
import { accountsRoutes } from './routes/accounts.routes';
import { createSessionsService, type SessionsService } from './services/sessions.service';
import { createLoginThrottle, type LoginThrottle } from './services/login-throttle.service';
import { authRoutes } from './routes/auth.routes';
import { cspReportRoutes } from './routes/csp-report.routes';
import { clientErrorRoutes } from './routes/client-error.routes';
import { healthRoutes } from './routes/health.routes';
import { productRoutes } from './routes/product.routes';
import { recentRoutes } from './routes/recent.routes';
import { productRecordRoutes } from './routes/product-record.routes';
import { productEditRoutes } from './routes/product-edit.routes';
import { createProductEditService, type ProductEditService } from './services/product-edit.service';
import { createProductLock } from './services/product-lock';
import { createProductHistory } from './services/product-history';
import { createProductListings } from './services/product-listings';
import { createUploadService, type UploadService } from './services/upload.service';
import { createIdempotency, type ClaimHolders } from './services/idempotency';
import type { ShopPort } from './ports/shop.port';
import { createMediaService, type MediaService } from './services/media.service';
import { rollToBundleRoutes } from './routes/roll-to-bundle.routes';
import { createRollToBundleService, type RollToBundleService } from './services/roll-to-bundle.service';
import { createRecentService, type RecentService } from './services/recent.service';
import { createProductRecordService, type ProductRecordService } from './services/product-record.service';
import type { BoxTablePort } from './ports/box-table.port';
import type { ImageHostPort } from './ports/image-host.port';
import type { MailerPort } from './ports/mailer.port';
import { readPhoto } from './adapters/stored-photos';
import { createStorageProbe } from './adapters/storage-probe';
import { storedPhotosRoutes } from './routes/stored-photos.routes';
import { createBoxCounter } from './services/box-counter';
import { createBoxLock } from './services/box-lock';
import { createBoxPhotoUploads } from './services/box-photo-uploads';
import { createBoxHistory } from './services/box-history';
import { createBoxesService, type BoxesService } from './services/boxes.service';
import { boxesRoutes } from './routes/boxes.routes';
import { createActivityService, type ActivityService } from './services/activity.service';
import { createAuditService, type AuditService } from './services/audit.service';
import { activityRoutes } from './routes/activity.routes';
import { auditRoutes } from './routes/audit.routes';
import { auditTrail } from './http/audit-trail';

export interface AppDeps {
  config: Pick<
    Config,
    | 'sessionTtlMs'
    | 'sessionIdleMs'
    | 'logLevel'
    | 'trustProxy'
    | 'publicOrigin'
    | 'clientDir'
    | 'bodyLimit'
    | 'dataDir'
    | 'requestTimeoutMs'
    | 'passwordHash'
  >;
  db: Database;
  /** This server instance as the holder of claims (the database handle's `instance`). */
  instance: ClaimHolders;
  /** Certificate and key when the server speaks https itself (TLS_CERT_FILE, TLS_KEY_FILE); plain http without. */
  tls?: Config['tls'];
  /** For tests that move time forward. */
  now?: () => number;
  /** How many password checks run and wait at once: the production limits unless a test floods a smaller gate. */
  hashGate?: HashGate;
  /** Log to stdout (the server), not at all (tests), or into a stream a test reads. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /**
   * Every port, built by the composition root (main.ts via adapters/ports.ts; tests via
   * test/local-ports.ts). There is no fallback here: a port left out is a type error, never a
   * silent local stand-in in production.
   */
  shop: ShopPort;
  boxTable: BoxTablePort;
  imageHost: ImageHostPort;
  mailer: MailerPort;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export const BAD_URL_MESSAGE = 'The address is not valid: a % must start a character code such as %20.';
/** PostgreSQL's classes for a value it cannot store: data exceptions (22xxx), program limits (54000). */
const isUnstorableValue = (code: unknown) => typeof code === 'string' && (code.startsWith('22') || code === '54000');

/** How long a client may take to send its request headers. */
const HEADERS_TIMEOUT_MS = 20_000;

export interface AppServices {
  users: UsersService;
  accounts: AccountsService;
  sessions: SessionsService;
  throttle: LoginThrottle;
  upload: UploadService;
  media: MediaService;
  boxes: BoxesService;
  rolls: RollToBundleService;
  recent: RecentService;
  productRecords: ProductRecordService;
  edits: ProductEditService;
  activity: ActivityService;
  audit: AuditService;
}

/** Builds the Fastify app without listening; tests drive it with app.inject. */
/** A route the app answers, as registered (tests walk all of them: access, fuzzing). */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: AppServices; routes: readonly RouteEntry[] }> {
  const { config, db } = deps;
  // Given to https.createServer too when the server speaks https: Fastify passes `http` to plain http only.
  const serverOptions = { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs), connectionsCheckingInterval: 1_000 };
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel, ...(typeof deps.logger === 'object' ? deps.logger : {}) },
    bodyLimit: config.bodyLimit,
    ...(deps.tls ? { https: { ...deps.tls, ...serverOptions } } : {}),
    // A hop count becomes the function Fastify would build from it (its types take no number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A slowly sent request holds a socket for requestTimeout at most, its headers for less
    // (a body dribbled in for 330 s once kept one open, issue 13); Node checks every second.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    http: serverOptions,
    // Fastify's own answer to an undecodable path echoes it with an internal code; say it plainly.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .send({ message: error.code === 'FST_ERR_BAD_URL' ? BAD_URL_MESSAGE : 'The request could not be read.' });
    },
  });
  // Kept as registered and read at the end: a plugin's own onRoute hook may still mark one public.
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void registered.push(route));

  const { shop } = deps;
  // One claim table for every request that must act once (uploads, roll conversions, box creations).
  const idempotency = createIdempotency(db, deps.instance, deps.now);
  // Whether DATA_DIR and the database still take writes, for /healthz (issue 29 item 2).
  const storage = createStorageProbe({ dataDir: config.dataDir, db, now: deps.now });
  const now = deps.now ?? Date.now;
  const listings = createProductListings(db);
  const productHistory = createProductHistory(db);
  const productLock = createProductLock(db, { holders: deps.instance, now: deps.now });
  const upload = createUploadService(db, shop, idempotency, { listings, history: productHistory, now });
  const hashParams = HASH_PARAMS[config.passwordHash];
  const users = createUsersService(db, { hashParams, now, ...(deps.hashGate ? { gate: deps.hashGate } : {}) });
  // Box photos no status update used are deleted from the image host a day later (issue 41).
  const boxPhotoUploads = createBoxPhotoUploads(db, deps.imageHost, now);
  const services: AppServices = {
    users,
    accounts: createAccountsService(db, users, { hashParams, now }),
    sessions: createSessionsService(db, { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs }, deps.now),
    throttle: createLoginThrottle(db, deps.now),
    upload,
    media: createMediaService(db, shop, { holders: deps.instance, now, history: productHistory }),
    boxes: createBoxesService({
      table: deps.boxTable,
      counter: createBoxCounter(db),
      lock: createBoxLock(db, deps.instance, deps.now),
      history: createBoxHistory(db),
      idempotency,
      now: deps.now,
      images: deps.imageHost,
      uploads: boxPhotoUploads,
      mailer: deps.mailer,
    }),
    rolls: createRollToBundleService(shop, idempotency, { lock: productLock, history: productHistory, listings, now }),
    recent: createRecentService(db, shop),
    productRecords: createProductRecordService(shop, listings),
    edits: createProductEditService({
      shop,
      idempotency,
      lock: productLock,
      history: productHistory,
      listings,
      takenTitles: (prefix) => upload.takenTitles(prefix),
      now,
    }),
    activity: createActivityService(db),
    audit: createAuditService(db, { now }),
  };
  // A year's trail at most, from the first start on (then at most daily, from the requests it records).
  await services.audit.sweepNowAndThen();

  await registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(compress, { global: true });

  app.decorateRequest('userId', null);
  app.decorateRequest('userRole', null);
  app.decorateRequest('userEmail', null);
  app.addHook('onRequest', refuseForeignOrigin(config.publicOrigin));
  app.addHook('onRequest', authGuard(services.sessions));
  // After the guard: only signed-in staff get to spend the server's memory on large bodies.
  app.addHook('onRequest', bodyBudget(config.bodyLimit));
  // The audit trail: one table of audited routes, recorded once each is answered (http/audit-trail.ts).
  const trail = auditTrail(services.audit, services.sessions);
  app.addHook('preHandler', trail.identify);
  app.addHook('preSerialization', trail.keepAnswer);
  app.addHook('onResponse', trail.record);
  app.addHook('onClose', () => services.audit.idle());
  boxPhotoUploads.start((error) => app.log.warn({ err: error }, 'unused box photos could not be deleted; the next sweep tries again'));
  app.addHook('onClose', () => boxPhotoUploads.stop());
  // Box writes kept over Airtable's monthly limit: sent at start and then on the table's own timer (D143).
  const stopSendingBoxes = deps.boxTable.startSending?.((message) => app.log.warn(message));
  if (stopSendingBoxes) app.addHook('onClose', stopSendingBoxes);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A full or read-only disk first (a port may have wrapped it), then every failure a service or
    // port names: one table (http/error-mapper.ts).
    const storageFailure = answerForStorageFailure(error);
    if (storageFailure) storage.failed();
    const answer = storageFailure ?? answerForDomainError(error);
    if (answer) {
      if (answer.log) request.log.error({ err: error }, answer.log);
      return reply.code(answer.status).send(answer.body);
    }
    // From here on, the framework's own errors and the unexpected.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? config.bodyLimit;
      return reply.code(400).send({ message: `Request body is too large (limit ${Math.round(limit / 1024)} KB).` });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'Request body is not valid JSON.' });
    }
    // A safety net under the schemas: a value the database refuses is the request's fault, not ours.
    if (isUnstorableValue((error as { cause?: { code?: unknown } }).cause?.code ?? error.code)) {
      request.log.warn({ err: error }, 'the database refused a value the schemas let through');
      return reply.code(400).send({ message: 'The request holds a value that cannot be stored (too long, out of range, or not text).' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  await cspReportRoutes(app, deps.now ?? Date.now);
  await clientErrorRoutes(app, deps.now ?? Date.now);
  healthRoutes(app, {
    database: async () => void (await db.execute(sql`select 1`)),
    storage: () => storage.check(),
  });
  authRoutes(app, { ...services, now: deps.now ?? Date.now });
  accountsRoutes(app, services.accounts);
  const staffEmail = services.boxes.staffEmail;
  await productRoutes(app, services.upload, services.media, staffEmail);
  productEditRoutes(app, services.edits, staffEmail);
  rollToBundleRoutes(app, services.rolls, staffEmail);
  recentRoutes(app, services.recent, staffEmail);
  productRecordRoutes(app, services.productRecords);
  activityRoutes(app, services.activity, staffEmail);
  auditRoutes(app, services.audit);
  boxesRoutes(app, services.boxes);
  // The embedded shop's photos and box photos, from the database (signed-in staff only, issue 29).
  storedPhotosRoutes(app, (photoPath) => readPhoto(db, photoPath));

  const indexHtml = path.join(config.clientDir, 'index.html');
  const hasClient = fs.existsSync(indexHtml);
  if (hasClient) {
    // The client's files are the one public part: everyone needs the sign-in page.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, ...PUBLIC_ROUTE.config };
      });
      await scope.register(fastifyStatic, {
        root: config.clientDir,
        wildcard: false,
        index: false,
        // The build stores a brotli and a gzip copy beside each file (scripts/build.mjs): sent as
        // they are (@fastify/compress leaves an encoded answer alone), where compressing the ~1.3 MB
        // of a first load on the fly cost the server ~250 ms of CPU per phone. They are answers to
        // their file's address only, never addresses of their own.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders: cacheClientFiles(config.clientDir),
      });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // The client's router owns every page path; the server answers those with the app shell.
    // A path with a file extension is a missing file, not a page.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.method === 'GET' && hasClient && !isApiPath(request.url) && !isFile) {
      // Read each time: a rebuilt client is served without a restart, and the file is small.
      return reply
        .type('text/html')
        .header('cache-control', APP_SHELL_CACHE)
        .send(await fs.promises.readFile(indexHtml));
    }
    return reply.code(404).send({ message: 'Not found' });
  });

  const routes = registered.flatMap((r) =>
    [r.method].flat().map((method) => ({ method, url: r.url, access: r.config?.access ?? 'staff' })),
  );
  return { app, services, routes };
}
